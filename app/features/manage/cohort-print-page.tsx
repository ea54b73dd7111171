import { Printer } from "lucide-react";
import { cohortFilterLabels, cohortSearch } from "@common/institutions/cohort-progress-query";
import { formatDueDate } from "@common/institutions/due-date";
import { brand } from "@common/brand";
import type { CohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/format-date-time";
import { CohortProgressTable } from "./cohort-progress-table";
import { describeCohortView } from "./cohort-view";

/**
 * A cohort's summary on paper (docs/product/institutions.md#exports-and-printable-summary): who the cohort is, where it stands, every learner's
 * row. No header, menu or footer; the print button and the way back are not printed.
 */
export function CohortPrintPage({ data }: { data: CohortDashboard & { printedAt: string } }) {
  const { cohort, institution, counts } = data;
  // Counted on the learners printed: the view the manager chose.
  const done = data.learners.filter(
    (learner) => learner.cells.length > 0 && learner.cells.every((cell) => cell.done),
  ).length;
  const search = new URLSearchParams(cohortSearch(data.query, { page: 1 }).slice(1)).toString();
  const back = `/manage/${institution.id}/cohorts/${cohort.id}${search ? `?${search}` : ""}`;
  const view = describeCohortView(data.query, cohort.courses);
  return (
    <main className="mx-auto grid max-w-6xl gap-6 bg-surface p-6 text-ink print:max-w-none print:p-0 print:text-xs">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a
          href={back}
          className="rounded font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          Back to the cohort
        </a>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <header className="grid gap-1 border-b border-border pb-4">
        <p className="text-sm text-muted">{`${brand.name} · ${institution.name}`}</p>
        <h1 className="text-2xl font-semibold">{`${cohort.name}: progress summary`}</h1>
        <p className="text-sm text-muted">
          {cohort.dueDate ? `Due ${formatDueDate(cohort.dueDate)}` : "No due date"}
          {` · Printed ${formatDateTime(data.printedAt)}`}
        </p>
        <p className="text-sm">{`Showing: ${view} (${data.matching} learners).`}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Learners", counts.all],
          ["Done", done],
          [cohortFilterLabels.overdue, counts.overdue],
          [cohortFilterLabels["not-started"], counts["not-started"]],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border px-4 py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="courses-heading" className="grid gap-1">
        <h2 id="courses-heading" className="font-semibold">
          Courses assigned
        </h2>
        <p className="text-sm">
          {cohort.courses.length > 0
            ? cohort.courses.map((course) => course.title).join(" · ")
            : "None yet."}
        </p>
      </section>
      {data.learners.length > 0 && (
        <CohortProgressTable
          courses={cohort.courses}
          learners={data.learners}
          caption={`${cohort.name}: ${view}`}
          className="break-inside-auto [&_tr]:break-inside-avoid"
        />
      )}
    </main>
  );
}
