import { Link } from "react-router";
import type { KeptCohortRecord } from "@server/institutions/cohorts/cohort-progress";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/format-date-time";

const statusText = (record: KeptCohortRecord) =>
  `${record.status === "left" ? "Left Clinova" : "Removed"} on ${formatDate(record.endedAt)}`;

/**
 * The cohort's members who left or were removed, from the records the institution keeps
 * (docs/product/institutions.md#training-records): they stay on the cohort's page and in its export.
 */
export function CohortKeptRecords({
  institutionId,
  records,
  total,
}: {
  institutionId: string;
  records: KeptCohortRecord[];
  total: number;
}) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="kept-heading" className="grid gap-3">
      <h2 id="kept-heading" className="text-xl font-semibold">
        Left or removed
      </h2>
      <p className="text-muted">
        {total > records.length
          ? `The latest ${records.length} of ${total} records kept of this cohort's former members; the cohort's CSV export has them all.`
          : "The records kept of this cohort's former members, one line per course."}{" "}
        <Link
          to={`/manage/${institutionId}/records`}
          className="font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          All training records
        </Link>
      </p>
      <div
        role="region"
        aria-label="Former members table"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border bg-surface focus-ring"
      >
        <Table framed={false} caption="Former members of this cohort, one line per course">
          <TableHead
            columns={[
              "Learner",
              "Course",
              "Completed",
              { label: "Score (%)", numeric: true },
              "Certificate number",
              "Status",
            ]}
          />
          <tbody>
            {records.map((record) => (
              <TableRow key={record.id}>
                <TableCell>
                  <span className="font-medium">{record.name}</span>
                  <span className="block text-sm break-all text-muted">{record.email}</span>
                </TableCell>
                <TableCell>{record.courseTitle}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {record.completedAt ? formatDate(record.completedAt) : "Not completed"}
                </TableCell>
                <TableCell className="text-right tabular-nums">{record.score ?? "—"}</TableCell>
                <TableCell>{record.certificateNumber ?? "—"}</TableCell>
                <TableCell className="whitespace-nowrap">{statusText(record)}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
