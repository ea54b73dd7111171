import { Link } from "react-router";
import {
  institutionNameAction,
  institutionNamesPage,
} from "@server/back-office/institution-names/institution-names-page";
import { requireAdmin } from "@server/back-office/require-admin";
import { AnswerAlert } from "~/components/ui/answer-alert";
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
  return institutionNamesPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return institutionNameAction(context, request, admin);
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
      <AnswerAlert answer={actionData} title="Nothing changed" />
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
