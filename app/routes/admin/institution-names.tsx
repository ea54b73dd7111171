import { data, Link } from "react-router";
import {
  institutionNameDecisionSchema,
  institutionNameListQuery,
  institutionNameMessages,
} from "@common/back-office/institution-names";
import { readListQuery } from "@common/back-office/list-query";
import type { FlashToast } from "@common/toast";
import { decideInstitutionName } from "@server/back-office/institution-names/name-decisions";
import {
  approvedNames,
  listPendingNames,
} from "@server/back-office/institution-names/pending-names";
import { actorOf, requireAdmin } from "@server/back-office/require-admin";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
import { Alert } from "~/components/ui/alert";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import {
  ApprovedNamesList,
  NameDecisionForms,
} from "~/features/back-office/institution-names/name-decision-forms";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/institution-names";

export const meta: Route.MetaFunction = () =>
  pageMeta("Institution names", "Institution names people typed, waiting for approval.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const query = readListQuery(request.url, institutionNameListQuery);
  const [page, approved] = await Promise.all([
    listPendingNames(context.db, query),
    approvedNames(context.db),
  ]);
  return { page, approved };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request, institutionNameDecisionSchema);
  if (!form.ok) return data({ error: form.firstError }, { status: form.status });
  const decided = await decideInstitutionName(context.db, actorOf(admin), form.data);
  if (decided.outcome === "unknown target") {
    return data({ error: institutionNameMessages.unknownTarget }, { status: 400 });
  }
  const { pathname, search } = new URL(request.url);
  return redirectWithToast(`${pathname}${search}`, toastFor(decided));
}

function toastFor(decided: Awaited<ReturnType<typeof decideInstitutionName>>): FlashToast {
  switch (decided.outcome) {
    case "approved":
      return {
        type: "success",
        title: institutionNameMessages.approved,
        description: `“${decided.name}” is offered to everyone now.`,
      };
    case "rejected":
      return {
        type: "success",
        title: institutionNameMessages.rejected,
        description: `“${decided.name}” stays on its profiles and is not offered to anyone else.`,
      };
    case "merged":
      return {
        type: "success",
        title: institutionNameMessages.merged,
        description: `“${decided.name}” is now “${decided.into}” on ${decided.profiles} profile${decided.profiles === 1 ? "" : "s"}.`,
      };
    default:
      return { type: "info", title: institutionNameMessages.notPending };
  }
}

type NameRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

const columns: ListColumn<NameRow>[] = [
  {
    accessorKey: "name",
    header: "Name",
    cell: ({ getValue }) => <span className="font-medium break-words">{String(getValue())}</span>,
  },
  {
    id: "proposer",
    header: "Proposed by",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.proposerId ? (
        <Link
          to={`/admin/members/${row.original.proposerId}`}
          className="grid rounded-sm focus-ring"
        >
          <span className="font-medium text-primary-700 underline underline-offset-4">
            {row.original.proposerName}
          </span>
          <span className="text-xs break-all text-muted">{row.original.proposerEmail}</span>
        </Link>
      ) : (
        <span className="text-muted">A deleted account</span>
      ),
  },
  {
    accessorKey: "proposedAt",
    header: "Proposed",
    cell: ({ getValue }) => formatDateTime(String(getValue())),
  },
  { accessorKey: "profiles", header: "Profiles" },
  {
    id: "decide",
    header: "Decision",
    enableSorting: false,
    cell: ({ row }) => <NameDecisionForms nameId={row.original.id} name={row.original.name} />,
  },
];

export default function InstitutionNames({ loaderData, actionData }: Route.ComponentProps) {
  const { page, approved } = loaderData;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">Institution names</h1>
        <p className="max-w-3xl text-muted">
          Names people typed for their institution on sign-up or their profile, which the
          institution picker does not offer yet. Each stays on the profiles that hold it whatever
          you decide. Approve a name to offer it to everyone; merge a spelling of a name already on
          the list into it, so those profiles show the approved name; reject a name that should
          never be offered (it is not asked about again).
        </p>
      </div>
      {actionData?.error && (
        <Alert variant="danger" role="alert" title="Nothing changed">
          {actionData.error}
        </Alert>
      )}
      <ApprovedNamesList names={approved} />
      <DataTable
        caption="Institution names waiting"
        columns={columns}
        page={page}
        searchLabel="Search by name"
        emptyText="No name is waiting."
      />
    </div>
  );
}
