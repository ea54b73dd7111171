import { Link } from "react-router";
import { institutionListQuery } from "@common/back-office/institution-list";
import { readListQuery } from "@common/back-office/list-query";
import { tierName } from "@common/plans";
import { listInstitutions } from "@server/back-office/institutions/institution-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { formatDate } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institutions";

export const meta: Route.MetaFunction = () =>
  pageMeta("Institutions", "Institution accounts: seats, contracts and managers.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return listInstitutions(context.db, readListQuery(request.url, institutionListQuery));
}

type InstitutionRow = Route.ComponentProps["loaderData"]["rows"][number];

const columns: ListColumn<InstitutionRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/admin/institutions/${row.original.id}`}
        className="rounded-sm font-medium text-primary-700 underline underline-offset-4 focus-ring"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "seats",
    accessorKey: "seatsHeld",
    header: "Seats held",
    cell: ({ row }) => `${row.original.seatsHeld} of ${row.original.seatCount}`,
  },
  {
    accessorKey: "contractEnd",
    header: "Contract",
    cell: ({ row }) => (
      <span className="grid gap-1">
        <span>
          {formatDate(row.original.contractStart)} to {formatDate(row.original.contractEnd)}
        </span>
        {row.original.contractState === "ended" && <Badge variant="warning">Ended</Badge>}
        {row.original.contractState === "not started" && (
          <Badge variant="secondary">Not started</Badge>
        )}
      </span>
    ),
  },
  { accessorKey: "tier", header: "Tier", cell: ({ row }) => tierName(row.original.tier) },
  { accessorKey: "managers", header: "Managers", enableSorting: false },
];

export default function Institutions({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Institutions</h1>
        <Button asChild>
          <Link to="/admin/institutions/new">New institution</Link>
        </Button>
      </div>
      <DataTable
        caption="Institutions"
        columns={columns}
        page={loaderData}
        searchLabel="Search by name"
        emptyText="No institution matches."
      />
    </div>
  );
}
