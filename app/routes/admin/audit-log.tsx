import { Link } from "react-router";
import { Download } from "lucide-react";
import { auditFilterParams, readAuditFilter } from "@common/audit/audit-filter";
import { auditListQuery } from "@common/back-office/audit-list";
import { readListQuery } from "@common/back-office/list-query";
import { listAuditEntries } from "@server/back-office/audit-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { AuditFilters } from "~/features/audit/audit-filters";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () =>
  pageMeta("Audit log", "Every action taken in the back office.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return listAuditEntries(
    context.db,
    readListQuery(request.url, auditListQuery),
    readAuditFilter(request.url),
  );
}

type AuditRow = Route.ComponentProps["loaderData"]["rows"][number];

const columns: ListColumn<AuditRow>[] = [
  {
    accessorKey: "createdAt",
    header: "When",
    cell: ({ row }) => (
      <Link
        to={`/admin/audit-log/${row.original.id}`}
        className="font-medium whitespace-nowrap text-primary-700 underline underline-offset-4"
      >
        {formatDateTime(row.original.createdAt)}
      </Link>
    ),
  },
  { accessorKey: "actor", header: "Who" },
  {
    accessorKey: "action",
    header: "Action",
    cell: ({ getValue }) => <code className="text-xs">{String(getValue())}</code>,
  },
  { accessorKey: "summary", header: "What", enableSorting: false },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const filters = auditFilterParams(loaderData.filter);
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="text-sm text-muted">
          Every action taken in the back office or from the command line. Entries cannot be changed
          or deleted.
        </p>
      </div>
      <AuditFilters
        filter={loaderData.filter}
        actions={loaderData.actions}
        keep={{
          ...(query.q ? { q: query.q } : {}),
          sort: query.sort,
          dir: query.dir,
        }}
      />
      <p>
        <a
          href={`/admin/audit-log.csv?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...filters }).toString()}`}
          download
          className="inline-flex items-center gap-1.5 rounded font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          <Download aria-hidden="true" className="size-4" />
          Download these entries (CSV)
        </a>
      </p>
      <DataTable
        caption="Audit log"
        columns={columns}
        page={loaderData}
        searchLabel="Search by person, action, description or item id"
        emptyText="No entry matches."
        keep={filters}
      />
    </div>
  );
}
