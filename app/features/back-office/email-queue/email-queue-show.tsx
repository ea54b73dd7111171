import { Link } from "react-router";
import type { EmailQueueShow } from "@common/back-office/email-queue";
import { listHref, type ListQuery } from "@common/back-office/list-query";
import { cn } from "~/lib/cn";

const choices: { show: EmailQueueShow; label: (counts: Counts) => string }[] = [
  { show: "all", label: () => "All" },
  { show: "failed", label: (counts) => `Failed (${counts.failed})` },
  { show: "waiting", label: (counts) => `Waiting (${counts.pending})` },
];

type Counts = { pending: number; failed: number };

/** Which emails the list shows, as links (no JavaScript needed); search and sort are kept. */
export function EmailQueueShowFilter({
  query,
  show,
  counts,
}: {
  query: ListQuery;
  show: EmailQueueShow;
  counts: Counts;
}) {
  return (
    <nav aria-label="Show" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">Show:</span>
      {choices.map((choice) => {
        const active = choice.show === show;
        const keep = choice.show === "all" ? "" : `&show=${choice.show}`;
        return (
          <Link
            key={choice.show}
            to={`${listHref(query, { page: 1 })}${keep}`}
            aria-current={active ? "page" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 focus-ring",
              active
                ? "border-primary-700 bg-primary-50 font-semibold text-primary-800"
                : "border-border text-ink hover:bg-primary-50",
            )}
          >
            {choice.label(counts)}
          </Link>
        );
      })}
    </nav>
  );
}
