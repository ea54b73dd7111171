import { Link } from "react-router";
import {
  inboxFilterParams,
  messageListQuery,
  readInboxFilter,
} from "@common/back-office/inbox-list";
import { readListQuery } from "@common/back-office/list-query";
import { listMessages } from "@server/back-office/inbox/message-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { InboxFilters } from "~/features/back-office/inbox/inbox-filters";
import { ItemName } from "~/features/back-office/inbox/unread-mark";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-messages";

export const meta: Route.MetaFunction = () =>
  pageMeta("Messages", "Messages sent through the contact form.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filter = readInboxFilter(request.url);
  const page = await listMessages(context.db, readListQuery(request.url, messageListQuery), filter);
  return { page, filter };
}

type MessageRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: ListColumn<MessageRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/admin/inbox/messages/${row.original.id}`}
        className="rounded-sm text-primary-700 underline underline-offset-4 focus-ring"
      >
        <ItemName name={row.original.name} unread={row.original.unread} />
      </Link>
    ),
  },
  { accessorKey: "email", header: "Email" },
  {
    accessorKey: "excerpt",
    header: "Message",
    enableSorting: false,
    cell: ({ getValue }) => <span className="line-clamp-2 max-w-md">{String(getValue())}</span>,
  },
  {
    accessorKey: "receivedAt",
    header: "Received",
    cell: ({ getValue }) => formatDateTime(String(getValue())),
  },
];

export default function InboxMessages({ loaderData }: Route.ComponentProps) {
  const { page, filter } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Messages</h1>
      <InboxFilters query={page.query} filter={filter} />
      <DataTable
        caption="Contact messages"
        columns={columns}
        page={page}
        keep={inboxFilterParams(filter)}
        searchLabel="Search by name, email or message"
        emptyText="No message matches."
      />
    </div>
  );
}
