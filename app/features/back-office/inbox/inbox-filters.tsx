import { Link } from "react-router";
import {
  enquiryStatuses,
  enquiryStatusLabels,
  type EnquiryStatus,
} from "@common/back-office/enquiry-status";
import { inboxFilterParams, type InboxFilter } from "@common/back-office/inbox-list";
import { listHref, type ListQuery } from "@common/back-office/list-query";
import { cn } from "~/lib/cn";

type Choice = { label: string; filter: InboxFilter };

/**
 * The list's filters as links (each state its own address, no JavaScript needed); the current
 * one is marked for screen readers and by its look. The search and sort are kept; paging restarts.
 */
export function InboxFilters({
  query,
  filter,
  withStatus = false,
}: {
  query: ListQuery;
  filter: InboxFilter;
  withStatus?: boolean;
}) {
  const show: Choice[] = [
    { label: "All", filter: { ...filter, unreadOnly: false } },
    { label: "Unread only", filter: { ...filter, unreadOnly: true } },
  ];
  const statuses: Choice[] = [
    { label: "Any status", filter: { ...filter, status: null } },
    ...enquiryStatuses.map((status: EnquiryStatus) => ({
      label: enquiryStatusLabels[status],
      filter: { ...filter, status },
    })),
  ];
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      <FilterGroup label="Show" choices={show} query={query} current={filter} />
      {withStatus && (
        <FilterGroup label="Status" choices={statuses} query={query} current={filter} />
      )}
    </div>
  );
}

function FilterGroup({
  label,
  choices,
  query,
  current,
}: {
  label: string;
  choices: Choice[];
  query: ListQuery;
  current: InboxFilter;
}) {
  const same = (filter: InboxFilter) =>
    filter.unreadOnly === current.unreadOnly && filter.status === current.status;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{label}:</span>
      {choices.map((choice) => {
        const params = new URLSearchParams(inboxFilterParams(choice.filter)).toString();
        const href = `${listHref(query, { page: 1 })}${params ? `&${params}` : ""}`;
        const active = same(choice.filter);
        return (
          <Link
            key={choice.label}
            to={href}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 focus-ring",
              active
                ? "border-primary-700 bg-primary-50 font-semibold text-primary-800"
                : "border-border text-ink hover:bg-primary-50",
            )}
          >
            {choice.label}
          </Link>
        );
      })}
    </nav>
  );
}
