import { monthLabel, percent } from "@common/institutions/month-label";
import {
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TableRowHeader,
} from "~/components/ui/table";
import { CompletionChart } from "./completion-chart";

type CourseFigures = {
  courseId: string;
  title: string;
  assigned: number;
  completed: number;
  overdue: number;
  expiring: number;
  expired: number;
};
type Month = { month: string; completions: number; cumulativeRate: number };

const rateOf = (completed: number, assigned: number) =>
  assigned === 0 ? "No learners assigned" : percent(completed / assigned);

/**
 * The overview's reporting (docs/product/institutions.md#reporting): the headline counts, the
 * completion rate per course, and completions over time as a chart with the same figures in a
 * table (read by screen readers, printed, hidden on screen where the chart shows them).
 */
export function OverviewFigures({
  courses,
  months,
}: {
  courses: CourseFigures[];
  months: Month[];
}) {
  const sum = (key: "assigned" | "completed" | "overdue" | "expiring" | "expired") =>
    courses.reduce((total, course) => total + course[key], 0);
  const assigned = sum("assigned");
  return (
    <section aria-labelledby="completion-heading" className="grid gap-6">
      <h2 id="completion-heading" className="text-xl font-semibold">
        Completion
      </h2>
      <dl className="grid gap-4 sm:grid-cols-4">
        <Count label="Completion rate" value={rateOf(sum("completed"), assigned)} />
        <Count label="Overdue" value={String(sum("overdue"))} />
        <Count label="Expiring within 30 days" value={String(sum("expiring"))} />
        <Count label="Expired" value={String(sum("expired"))} />
      </dl>
      <p className="text-sm text-muted">
        Counted per learner and course assigned through your cohorts. A completion counts while it
        is valid; an expiring one still counts.
      </p>
      <Table caption="Completion by course">
        <TableHead>
          <TableHeaderCell>Course</TableHeaderCell>
          <TableHeaderCell>Learners assigned</TableHeaderCell>
          <TableHeaderCell>Completed</TableHeaderCell>
          <TableHeaderCell>Completion rate</TableHeaderCell>
          <TableHeaderCell>Overdue</TableHeaderCell>
          <TableHeaderCell>Expiring</TableHeaderCell>
          <TableHeaderCell>Expired</TableHeaderCell>
        </TableHead>
        <tbody>
          {courses.map((course) => (
            <TableRow key={course.courseId}>
              <TableRowHeader>{course.title}</TableRowHeader>
              <TableCell>{course.assigned}</TableCell>
              <TableCell>{course.completed}</TableCell>
              <TableCell>{rateOf(course.completed, course.assigned)}</TableCell>
              <TableCell>{course.overdue}</TableCell>
              <TableCell>{course.expiring}</TableCell>
              <TableCell>{course.expired}</TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <section aria-labelledby="over-time-heading" className="grid gap-3">
        <h3 id="over-time-heading" className="text-lg font-semibold">
          Completion over time
        </h3>
        <p className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted" aria-hidden="true">
          <span>
            <span className="mr-2 inline-block size-3 rounded-sm bg-primary-600 align-middle" />
            Completions in the month (left scale)
          </span>
          <span>
            <span className="mr-2 inline-block w-5 border-t-2 border-dashed border-accent align-middle" />
            Cumulative completion rate (right scale)
          </span>
        </p>
        <CompletionChart months={months} describedBy="completion-over-time-table" />
        <div id="completion-over-time-table" className="sr-only print:not-sr-only">
          <Table caption="Completion over time, by month" framed={false}>
            <TableHead>
              <TableHeaderCell>Month</TableHeaderCell>
              <TableHeaderCell>Completions</TableHeaderCell>
              <TableHeaderCell>Cumulative completion rate</TableHeaderCell>
            </TableHead>
            <tbody>
              {months.map((m) => (
                <TableRow key={m.month}>
                  <TableRowHeader>{monthLabel(m.month, { long: true })}</TableRowHeader>
                  <TableCell>{m.completions}</TableCell>
                  <TableCell>{percent(m.cumulativeRate)}</TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        </div>
      </section>
    </section>
  );
}

function Count({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface px-5 py-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </div>
  );
}
