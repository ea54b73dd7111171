import { notFound } from "@common/forms/action-answer";
import { changedFields } from "@common/back-office/changed-fields";
import { findAuditEntry } from "@server/back-office/audit-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format-date-time";
import { PageHeader } from "~/features/back-office/page-header";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit-entry";
import { Table, TableCell, TableHead, TableRow, TableRowHeader } from "~/components/ui/table";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData ? `Audit entry ${loaderData.entry.id}` : "Audit entry", "An audit entry.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const id = /^\d{1,15}$/.test(params.entryId) ? Number(params.entryId) : null;
  const entry = id === null ? null : await findAuditEntry(context.db, id);
  if (!entry) notFound();
  return { entry, fields: changedFields(entry.before, entry.after) };
}

const shown = (value: unknown) =>
  value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value, null, 2);

export default function AuditEntry({ loaderData }: Route.ComponentProps) {
  const { entry, fields } = loaderData;
  return (
    <div className="grid gap-6">
      <PageHeader
        back={{ to: "/admin/audit-log", label: "The whole audit log" }}
        title={entry.summary}
      >
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">When</dt>
          <dd>{formatDateTime(entry.createdAt)}</dd>
          <dt className="text-muted">Who</dt>
          <dd>{entry.actor}</dd>
          <dt className="text-muted">Action</dt>
          <dd>
            <code>{entry.action}</code>
          </dd>
          <dt className="text-muted">Item</dt>
          <dd>
            {entry.subjectType}
            {entry.subjectId && <code className="ml-2 text-xs">{entry.subjectId}</code>}
          </dd>
        </dl>
      </PageHeader>
      {fields.length === 0 ? (
        <p className="text-sm text-muted">This action changed no stored field.</p>
      ) : (
        <Table caption="Fields before and after the change" className="table-fixed">
          <TableHead columns={[{ label: "Field", className: "w-48" }, "Before", "After"]} />
          <tbody>
            {fields.map((field) => (
              <TableRow key={field.field} className="align-top">
                <TableRowHeader>
                  <span className="grid justify-items-start gap-1">
                    {field.field}
                    {field.changed && <Badge variant="warning">Changed</Badge>}
                  </span>
                </TableRowHeader>
                <TableCell>
                  <FieldValue value={field.before} />
                </TableCell>
                <TableCell>
                  <FieldValue value={field.after} />
                </TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

function FieldValue({ value }: { value: unknown }) {
  return (
    // A long body scrolls inside its cell; focusable so the keyboard can scroll it too.
    <pre
      tabIndex={0}
      className="max-h-48 overflow-auto rounded-md font-sans text-sm break-words whitespace-pre-wrap focus-ring"
    >
      {shown(value)}
    </pre>
  );
}
