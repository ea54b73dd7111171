import { useRef, type RefObject } from "react";
import { Form, Link } from "react-router";
import { Download, Printer, Settings } from "lucide-react";
import { cohortQueryFieldLabels, cohortSearch } from "@common/institutions/cohort-progress-query";
import { bulkActions } from "@common/institutions/bulk-actions";
import { formatDueDate } from "@common/institutions/due-date";
import type { CohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { Alert } from "~/components/ui/alert";
import { BulkActionFields } from "./bulk-action-fields";
import { BulkPreview, type BulkPreviewData } from "./bulk-preview";
import { CohortKeptRecords } from "./cohort-kept-records";
import { CohortProgressTable } from "./cohort-progress-table";
import { CohortTableFilters } from "./cohort-table-filters";
import { describeCohortView } from "./cohort-view";

// Everyone in a cohort's table holds a seat: there is no invitation to resend.
const cohortBulkActions = bulkActions.filter((action) => action !== "resend");

const linkClass =
  "inline-flex items-center gap-1.5 rounded font-medium text-primary-700 underline underline-offset-4 focus-ring";

/** The faculty dashboard: the cohort, its search and filters, its learners a page at a time, downloads. */
export function CohortDashboardPage({
  data,
  bulk,
}: {
  data: CohortDashboard;
  bulk: BulkPreviewData | null;
}) {
  const { cohort, institution, query } = data;
  const bulkForm = useRef<HTMLFormElement>(null);
  const base = `/manage/${institution.id}/cohorts/${cohort.id}`;
  const here = cohortSearch(query, { page: query.page });
  const counts = { ...data.counts, left: cohort.keptPeople };
  const view = describeCohortView(query, cohort.courses);
  const caption = `${cohort.name}: ${view}, page ${query.page} of ${data.pageCount}`;
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
            Download the whole cohort as CSV
          </a>
        </li>
        <li>
          <a href={`${base}/print${here === "?" ? "" : here}`} className={linkClass}>
            <Printer aria-hidden="true" className="size-4" />
            Printable summary of this view
          </a>
        </li>
      </ul>
      {data.problems.length > 0 && (
        <Alert variant="danger" role="alert" title="Part of this address was not understood">
          {`Left out, so the default holds: ${data.problems
            .map((field) => cohortQueryFieldLabels[field])
            .join(", ")}.`}
        </Alert>
      )}
      <CohortTableFilters query={query} counts={counts} courses={cohort.courses} />
      {query.filter !== "left" && (
        <>
          <p className="text-muted" aria-live="polite">
            {data.matching === 1 ? "1 learner matches." : `${data.matching} learners match.`}
          </p>
          {bulk && <BulkPreview key={bulk.expected} preview={bulk} />}
          {data.canChange && data.learners.length > 0 ? (
            // Managers tick learners in the table for a bulk action; reporters only read it.
            <Form method="post" ref={bulkForm} className="grid gap-3" aria-label="Bulk actions">
              <BulkActionFields cohorts={cohort.otherCohorts} actions={cohortBulkActions} />
              <TableOrEmpty data={data} caption={caption} bulkForm={bulkForm} />
            </Form>
          ) : (
            <TableOrEmpty data={data} caption={caption} />
          )}
          {data.pageCount > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
              {query.page > 1 ? (
                <Link to={cohortSearch(query, { page: query.page - 1 })} className={linkClass}>
                  Previous page
                </Link>
              ) : (
                <span />
              )}
              <span>{`Page ${query.page} of ${data.pageCount}`}</span>
              {query.page < data.pageCount ? (
                <Link to={cohortSearch(query, { page: query.page + 1 })} className={linkClass}>
                  Next page
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
      {query.filter === "left" && cohort.keptCount === 0 && (
        <p className="rounded-xl border border-border bg-surface px-4 py-6 text-muted">
          No one who left this cohort or was removed matches.
        </p>
      )}
      <CohortKeptRecords
        institutionId={institution.id}
        records={cohort.kept}
        total={cohort.keptCount}
      />
    </div>
  );
}

/** The page of learners, or why there is none. */
function TableOrEmpty({
  data,
  caption,
  bulkForm,
}: {
  data: CohortDashboard;
  caption: string;
  bulkForm?: RefObject<HTMLFormElement | null>;
}) {
  if (data.learners.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-surface px-4 py-6 text-muted">
        {data.cohortTotal === 0
          ? "No learners in this cohort yet. Add them from the cohort's settings."
          : "No learners match. Try another search or filter."}
      </p>
    );
  }
  return (
    <div
      role="region"
      aria-label="Cohort progress table"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-surface focus-ring"
    >
      <CohortProgressTable
        courses={data.cohort.courses}
        learners={data.learners}
        query={data.query}
        bulkForm={bulkForm}
        caption={caption}
      />
    </div>
  );
}
