import { Link } from "react-router";
import { Download } from "lucide-react";
import { auditFilterParams, readAuditFilter } from "@common/audit/audit-filter";
import { institutionAuditPage, pageOf } from "@server/institutions/audit/institution-audit";
import { requireManager } from "@server/institutions/require-manager";
import { Table, TableCell, TableHead, TableRow } from "~/components/ui/table";
import { AuditFilters } from "~/features/audit/audit-filters";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit";

/** What was done in the institution, by whom, when and from where (docs/product/institutions.md#audit-log). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return institutionAuditPage(
    context.db,
    institution,
    readAuditFilter(request.url),
    pageOf(request.url),
  );
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.institution.name}: audit log` : "Audit log",
    "What was done in your institution, by whom and when.",
  );

const linkClass =
  "inline-flex items-center gap-1.5 rounded font-medium text-primary-700 underline underline-offset-4 focus-ring";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { institution, filter, actions, entries, page, pageCount, total } = loaderData;
  const params = auditFilterParams(filter);
  const at = (n: number) => `?${new URLSearchParams({ ...params, page: String(n) }).toString()}`;
  const csv = `/manage/${institution.id}/audit.csv?${new URLSearchParams(params).toString()}`;
  const first = total === 0 ? 0 : (page - 1) * 50 + 1;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-semibold">Audit log</h1>
          <p className="text-muted">
            Everything done in your institution&apos;s manager area, by learners joining and
            leaving, and by your directory. Entries cannot be changed or deleted.
          </p>
        </div>
        <a href={csv} download className={linkClass}>
          <Download aria-hidden="true" className="size-4" />
          Download these entries (CSV)
        </a>
      </div>
      <AuditFilters filter={filter} actions={actions} />
      <p className="text-sm text-muted" aria-live="polite">
        {total === 0
          ? "No entry matches."
          : `${first}–${first + entries.length - 1} of ${total} entries, newest first`}
      </p>
      {entries.length > 0 && (
        <Table caption="Audit log, newest first">
          <TableHead columns={["When", "Who", "Action", "What", "Address"]} />
          <tbody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">
                  {formatDateTime(entry.createdAt)}
                </TableCell>
                <TableCell className="break-all">{entry.actor}</TableCell>
                <TableCell>
                  <code className="text-xs">{entry.action}</code>
                </TableCell>
                <TableCell>{entry.summary}</TableCell>
                <TableCell className="whitespace-nowrap">{entry.ipAddress ?? ""}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages of the audit log" className="flex flex-wrap items-center gap-4">
          {page > 1 && (
            <Link to={at(page - 1)} className={linkClass}>
              Newer entries
            </Link>
          )}
          <span className="text-sm text-muted">{`Page ${page} of ${pageCount}`}</span>
          {page < pageCount && (
            <Link to={at(page + 1)} className={linkClass}>
              Older entries
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
