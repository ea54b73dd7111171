import { requireAdmin } from "@server/back-office/require-admin";
import { emailQueueAction, emailQueuePage } from "@server/back-office/email-queue/email-queue-page";
import { AnswerAlert } from "~/components/ui/answer-alert";
import { Badge } from "~/components/ui/badge";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { EmailQueueShowFilter } from "~/features/back-office/email-queue/email-queue-show";
import { RetryEmailButton } from "~/features/back-office/email-queue/retry-email-button";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/email-queue";

export const meta: Route.MetaFunction = () =>
  pageMeta("Email queue", "Emails waiting to be sent, and those that failed.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return emailQueuePage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return emailQueueAction(context, request, admin);
}

type EmailRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const stateLabels: Record<EmailRow["state"], string> = {
  created: "Waiting",
  retry: "Retrying",
  active: "Sending",
  failed: "Failed",
  completed: "Sent",
  cancelled: "Cancelled",
};

const columns: ListColumn<EmailRow>[] = [
  {
    accessorKey: "recipient",
    header: "Recipient",
    cell: ({ getValue }) => <span className="break-all">{String(getValue())}</span>,
  },
  { accessorKey: "subject", header: "Subject" },
  {
    accessorKey: "state",
    header: "State",
    cell: ({ row }) => (
      <span className="grid gap-1">
        <Badge variant={row.original.state === "failed" ? "warning" : "outline"}>
          {stateLabels[row.original.state]}
        </Badge>
        {row.original.nextAttemptAt && (
          <span className="text-xs text-muted">
            Next try {formatDateTime(row.original.nextAttemptAt)}
          </span>
        )}
        {row.original.failedAt && (
          <span className="text-xs text-muted">
            Gave up {formatDateTime(row.original.failedAt)}
          </span>
        )}
      </span>
    ),
  },
  { accessorKey: "attempts", header: "Attempts" },
  {
    accessorKey: "lastError",
    header: "Last error",
    enableSorting: false,
    cell: ({ getValue }) => (
      <span className="break-words">{(getValue() as string | null) ?? "—"}</span>
    ),
  },
  {
    accessorKey: "queuedAt",
    header: "Queued",
    cell: ({ getValue }) => formatDateTime(String(getValue())),
  },
  {
    id: "actions",
    header: "Action",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.state === "failed" ? (
        <RetryEmailButton jobId={row.original.id} recipient={row.original.recipient} />
      ) : null,
  },
];

export default function EmailQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { page, show, counts } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">Email queue</h1>
        <p className="max-w-3xl text-muted">
          Every email waits here until the mail server takes it. One it refuses is tried again,
          later each time, for several hours; after that it is marked failed and stays here for a
          week, until you retry it. Messages themselves are not shown: some hold sign-in links.
        </p>
      </div>
      <AnswerAlert answer={actionData} title="Not retried" />
      <EmailQueueShowFilter query={page.query} show={show} counts={counts} />
      <DataTable
        caption="Emails not sent yet"
        columns={columns}
        page={page}
        keep={show === "all" ? {} : { show }}
        searchLabel="Search by recipient or subject"
        emptyText="No email waits or failed."
      />
    </div>
  );
}
