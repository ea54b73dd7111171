import { Link } from "react-router";
import { Download, Printer, Settings } from "lucide-react";
import {
  cohortFilterLabels,
  cohortFilters,
  type CohortFilter,
} from "@common/institutions/cohort-progress-query";
import { formatDueDate } from "@common/institutions/due-date";
import type { CohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { cn } from "~/lib/cn";
import { CohortProgressTable } from "./cohort-progress-table";

const linkClass =
  "inline-flex items-center gap-1.5 rounded font-medium text-primary-700 underline underline-offset-4 focus-ring";

/** The faculty dashboard: the cohort, its filters, its learners a page at a time, downloads. */
export function CohortDashboardPage({ data }: { data: CohortDashboard }) {
  const { cohort, institution, query } = data;
  const base = `/manage/${institution.id}/cohorts/${cohort.id}`;
  const href = (filter: CohortFilter, page = 1) => {
    const params = new URLSearchParams();
    if (filter !== "all") params.set("filter", filter);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
  return (
    <div className="grid gap-6">
      <p>
        <Link to={`/manage/${institution.id}/cohorts`} className={linkClass}>
          All cohorts
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold">{cohort.name}</h1>
        <p className="text-muted">
          {cohort.dueDate
            ? `${cohort.pastDue ? "Was due" : "Due"} ${formatDueDate(cohort.dueDate)}`
            : "No due date"}
          {" · "}
          {cohort.courses.length === 1
            ? "1 course assigned"
            : `${cohort.courses.length} courses assigned`}
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={`${base}/settings`} className={linkClass}>
            <Settings aria-hidden="true" className="size-4" />
            Courses, learners and due date
          </Link>
        </li>
        <li>
          <a href={`${base}/export.csv`} download className={linkClass}>
            <Download aria-hidden="true" className="size-4" />
            Download as CSV
          </a>
        </li>
        <li>
          <a href={`${base}/print`} className={linkClass}>
            <Printer aria-hidden="true" className="size-4" />
            Printable summary
          </a>
        </li>
      </ul>
      <nav aria-label="Filter learners">
        <ul className="flex flex-wrap gap-2">
          {cohortFilters.map((filter) => (
            <li key={filter}>
              <Link
                to={href(filter)}
                aria-current={query.filter === filter ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium focus-ring",
                  query.filter === filter
                    ? "border-primary-700 bg-primary-50 text-primary-800"
                    : "border-border bg-surface text-ink hover:bg-primary-50",
                )}
              >
                {`${cohortFilterLabels[filter]} (${data.counts[filter]})`}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.learners.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface px-4 py-6 text-muted">
          {data.counts.all === 0
            ? "No learners in this cohort yet. Add them from the cohort's settings."
            : "No learners match this filter."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <CohortProgressTable
            courses={cohort.courses}
            learners={data.learners}
            caption={`${cohort.name}: ${cohortFilterLabels[query.filter].toLowerCase()}, page ${query.page} of ${data.pageCount}`}
          />
        </div>
      )}
      {data.pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
          {query.page > 1 ? (
            <Link to={href(query.filter, query.page - 1)} className={linkClass}>
              Previous page
            </Link>
          ) : (
            <span />
          )}
          <span>{`Page ${query.page} of ${data.pageCount}`}</span>
          {query.page < data.pageCount ? (
            <Link to={href(query.filter, query.page + 1)} className={linkClass}>
              Next page
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
