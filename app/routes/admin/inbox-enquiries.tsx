import { Link } from "react-router";
import { enquiryStatusLabels } from "@common/back-office/enquiry-status";
import {
  enquiryListQuery,
  inboxFilterParams,
  readInboxFilter,
} from "@common/back-office/inbox-list";
import { readListQuery } from "@common/back-office/list-query";
import { listEnquiries } from "@server/back-office/inbox/enquiry-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { InboxFilters } from "~/features/back-office/inbox/inbox-filters";
import { ItemName } from "~/features/back-office/inbox/unread-mark";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-enquiries";

export const meta: Route.MetaFunction = () =>
  pageMeta("Enquiries", "Institution enquiries from the pricing page.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filter = readInboxFilter(request.url);
  const query = readListQuery(request.url, enquiryListQuery);
  return { page: await listEnquiries(context.db, query, filter), filter };
}

type EnquiryRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: ListColumn<EnquiryRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/admin/inbox/enquiries/${row.original.id}`}
        className="rounded-sm text-primary-700 underline underline-offset-4 focus-ring"
      >
        <ItemName name={row.original.name} unread={row.original.unread} />
      </Link>
    ),
  },
  { accessorKey: "workEmail", header: "Work email" },
  {
    accessorKey: "numberOfUsers",
    header: "Users",
    cell: ({ getValue }) => (getValue() as number | null)?.toLocaleString("en-GB") ?? "Not given",
  },
  {
    accessorKey: "status",
    header: "Status",
    cell: ({ row }) => <Badge variant="outline">{enquiryStatusLabels[row.original.status]}</Badge>,
  },
  {
    accessorKey: "receivedAt",
    header: "Received",
    cell: ({ getValue }) => formatDateTime(String(getValue())),
  },
];

export default function InboxEnquiries({ loaderData }: Route.ComponentProps) {
  const { page, filter } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Enquiries</h1>
      <InboxFilters query={page.query} filter={filter} withStatus />
      <DataTable
        caption="Institution enquiries"
        columns={columns}
        page={page}
        keep={inboxFilterParams(filter)}
        searchLabel="Search by name, work email or message"
        emptyText="No enquiry matches."
      />
    </div>
  );
}
