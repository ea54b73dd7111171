import { notFound } from "@common/forms/action-answer";
import { Link } from "react-router";
import { changedFields } from "@common/back-office/changed-fields";
import { findAuditEntry } from "@server/back-office/audit-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit-entry";

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
      <div className="grid gap-2">
        <Link
          to="/admin/audit-log"
          className="text-sm font-medium text-primary-700 underline underline-offset-4"
        >
          The whole audit log
        </Link>
        <h1 className="text-2xl font-semibold">{entry.summary}</h1>
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
      </div>
      {fields.length === 0 ? (
        <p className="text-sm text-muted">This action changed no stored field.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-surface">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Fields before and after the change</caption>
            <thead className="border-b border-border bg-canvas">
              <tr>
                <th scope="col" className="w-48 px-4 py-3 font-semibold">
                  Field
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Before
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.field} className="border-b border-border align-top last:border-0">
                  <th scope="row" className="px-4 py-3 font-medium">
                    <span className="grid justify-items-start gap-1">
                      {field.field}
                      {field.changed && <Badge variant="warning">Changed</Badge>}
                    </span>
                  </th>
                  <td className="px-4 py-3">
                    <FieldValue value={field.before} />
                  </td>
                  <td className="px-4 py-3">
                    <FieldValue value={field.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
