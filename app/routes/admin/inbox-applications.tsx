import { Link } from "react-router";
import {
  applicationListQuery,
  inboxFilterParams,
  readInboxFilter,
} from "@common/back-office/inbox-list";
import { readListQuery } from "@common/back-office/list-query";
import { listApplications } from "@server/back-office/inbox/application-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { InboxFilters } from "~/features/back-office/inbox/inbox-filters";
import { ItemName } from "~/features/back-office/inbox/unread-mark";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/inbox-applications";

export const meta: Route.MetaFunction = () =>
  pageMeta("Applications", "Applications sent through the careers page.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const filter = readInboxFilter(request.url);
  const query = readListQuery(request.url, applicationListQuery);
  return { page: await listApplications(context.db, query, filter), filter };
}

type ApplicationRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: ListColumn<ApplicationRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/admin/inbox/applications/${row.original.id}`}
        className="rounded-sm text-primary-700 underline underline-offset-4 focus-ring"
      >
        <ItemName name={row.original.name} unread={row.original.unread} />
      </Link>
    ),
  },
  {
    accessorKey: "accountEmail",
    header: "Account email",
    enableSorting: false,
    cell: ({ getValue }) =>
      (getValue() as string | null) ?? <span className="text-muted">No account</span>,
  },
  {
    id: "documents",
    header: "Documents",
    enableSorting: false,
    cell: ({ row }) =>
      [row.original.hasResume && "Résumé", row.original.hasCoverLetter && "Cover letter"]
        .filter(Boolean)
        .join(", ") || "None",
  },
  {
    accessorKey: "receivedAt",
    header: "Received",
    cell: ({ getValue }) => formatDateTime(String(getValue())),
  },
];

export default function InboxApplications({ loaderData }: Route.ComponentProps) {
  const { page, filter } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Applications</h1>
      <InboxFilters query={page.query} filter={filter} />
      <DataTable
        caption="Career applications"
        columns={columns}
        page={page}
        keep={inboxFilterParams(filter)}
        searchLabel="Search by name, account email or cover letter"
        emptyText="No application matches."
      />
    </div>
  );
}
