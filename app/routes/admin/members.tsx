import { Link } from "react-router";
import { statusLabel } from "@common/billing/subscription-view";
import { readListQuery } from "@common/back-office/list-query";
import { memberListQuery } from "@common/back-office/member-list";
import { tierName } from "@common/plans";
import { listMembers } from "@server/back-office/members/member-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { formatDate } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () => pageMeta("Members", "Clinova's members.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return listMembers(context.db, readListQuery(request.url, memberListQuery));
}

type MemberRow = Route.ComponentProps["loaderData"]["rows"][number];

const columns: ListColumn<MemberRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/admin/members/${row.original.id}`}
        className="rounded-sm font-medium text-primary-700 underline underline-offset-4 focus-ring"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    accessorKey: "email",
    header: "Email",
    cell: ({ row }) => (
      <span className="grid gap-1">
        <span className="break-all">{row.original.email}</span>
        {row.original.emailVerified ? (
          <Badge variant="success">Confirmed</Badge>
        ) : (
          <Badge variant="warning">Not confirmed</Badge>
        )}
      </span>
    ),
  },
  {
    accessorKey: "institution",
    header: "Institution",
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? "—",
  },
  {
    id: "subscription",
    accessorKey: "subscriptionStatus",
    header: "Subscription",
    cell: ({ row }) =>
      row.original.subscriptionStatus
        ? [
            row.original.tier && tierName(row.original.tier),
            statusLabel(row.original.subscriptionStatus),
          ]
            .filter(Boolean)
            .join(" · ")
        : "None",
  },
  { accessorKey: "joined", header: "Joined", cell: ({ row }) => formatDate(row.original.joined) },
];

export default function Members({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Members</h1>
      <DataTable
        caption="Members"
        columns={columns}
        page={loaderData}
        searchLabel="Search by name, email, institution or registration number"
        emptyText="No member matches."
      />
    </div>
  );
}
