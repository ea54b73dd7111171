import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { formatDate } from "~/lib/format-date-time";

export type KeptRecord = {
  id: string;
  learnerName: string;
  email: string;
  staffNumber: string | null;
  registrationNumber: string | null;
  courseTitle: string;
  completedAt: string | null;
  score: number | null;
  certificateNumber: string | null;
  expiresAt: string | null;
  status: "left" | "removed";
  endedAt: string;
  eraseAfter: string;
};

type Props = {
  institution: { id: string; name: string };
  query: { q: string; page: number };
  total: number;
  pages: number;
  records: KeptRecord[];
};

const countLine = (total: number, q: string) => {
  const records = total === 1 ? "1 record" : `${total} records`;
  if (!q) return `${records}.`;
  return `${records} ${total === 1 ? "matches" : "match"} “${q}”.`;
};

const statusName = { left: "Left Clinova", removed: "Removed" } as const;
const dash = <span className="text-muted">—</span>;

/** The kept training records: a search, the export, the table and the pager. */
export function TrainingRecordsTable({ institution, query, total, pages, records }: Props) {
  const search = query.q ? `?q=${encodeURIComponent(query.q)}` : "";
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...(query.q && { q: query.q }), page: String(page) })}`;
  return (
    <section aria-labelledby="records-heading" className="grid gap-5">
      <div className="grid gap-2">
        <h1 id="records-heading" className="text-3xl font-semibold">
          Training records
        </h1>
        <p className="max-w-3xl text-muted">
          {`The records ${institution.name} keeps of learners who deleted their account or were removed: each course, its completion, score and certificate. Each is erased automatically when its retention period ends.`}
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-64 gap-1.5">
            <Label htmlFor="records-search">Search by name, email or staff number</Label>
            <Input id="records-search" type="search" name="q" defaultValue={query.q} />
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>
        <Button asChild variant="outline">
          <a href={`/manage/${institution.id}/records.csv${search}`} download>
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted" role="status">
        {countLine(total, query.q)}
      </p>
      {records.length === 0 ? (
        <p className="text-muted">
          {query.q
            ? "No kept record matches your search."
            : "No records yet. When a learner deletes their account or is removed, their training record appears here."}
        </p>
      ) : (
        // Eleven columns scroll sideways on most screens: the box takes focus so keyboard users can scroll it.
        <div
          role="region"
          aria-label="Training records table"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-border bg-surface focus-ring"
        >
          <Table
            framed={false}
            caption="Training records kept of learners who left or were removed"
          >
            <TableHead
              columns={[
                "Name",
                "Email",
                "Staff number",
                "Registration number",
                "Course",
                "Completed",
                { label: "Score (%)", numeric: true },
                "Certificate number",
                "Expires",
                "Status",
                "Erased after",
              ]}
            />
            <tbody>
              {records.map((record) => (
                <TableRow key={record.id}>
                  <TableCell className="font-medium">{record.learnerName}</TableCell>
                  <TableCell className="break-all">{record.email}</TableCell>
                  <TableCell>{record.staffNumber ?? dash}</TableCell>
                  <TableCell>{record.registrationNumber ?? dash}</TableCell>
                  <TableCell>{record.courseTitle}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {record.completedAt ? formatDate(record.completedAt) : "Not completed"}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{record.score ?? dash}</TableCell>
                  <TableCell>{record.certificateNumber ?? dash}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {record.expiresAt ? formatDate(record.expiresAt) : dash}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {`${statusName[record.status]} on ${formatDate(record.endedAt)}`}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(`${record.eraseAfter}T12:00:00Z`)}
                  </TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Record pages" className="flex items-center gap-3 text-sm">
          {query.page > 1 && (
            <Link
              className="font-medium text-primary-700 underline focus-ring"
              to={pageLink(query.page - 1)}
            >
              Previous page
            </Link>
          )}
          <span className="text-muted">{`Page ${query.page} of ${pages}`}</span>
          {query.page < pages && (
            <Link
              className="font-medium text-primary-700 underline focus-ring"
              to={pageLink(query.page + 1)}
            >
              Next page
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
