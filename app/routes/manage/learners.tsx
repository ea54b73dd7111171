import { data } from "react-router";
import { learnerIntentSchema } from "@common/institutions/manager-forms";
import { readForm } from "@server/http/read-form";
import {
  cohortChoices,
  learnersPageSize,
  openInvitationList,
  seatHolderPage,
} from "@server/institutions/learner-lists";
import { requireManager } from "@server/institutions/require-manager";
import { InvitationsTable } from "~/features/manage/invitations-table";
import { InviteForm, NameManagerForm } from "~/features/manage/invite-form";
import { SeatHoldersTable } from "~/features/manage/seat-holders-table";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import {
  inviteIntent,
  nameManagerIntent,
  removeIntent,
  resendIntent,
  revokeIntent,
} from "./learner-actions.server";
import type { Route } from "./+types/learners";

/** The institution's learners, its open invitations and the ways to invite more (docs/product/institutions.md#learners-and-invitations). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const [holders, invitations, cohorts] = await Promise.all([
    seatHolderPage(context.db, institution.id, page),
    openInvitationList(context.db, institution.id),
    cohortChoices(context.db, institution.id),
  ]);
  return {
    institution: { id: institution.id, name: institution.name },
    holders: holders.rows,
    page,
    pages: Math.max(1, Math.ceil(holders.total / learnersPageSize)),
    holderCount: holders.total,
    invitations: invitations.rows,
    invitationCount: invitations.total,
    cohorts,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, institution } = await requireManager(context, request, params.institutionId);
  const form = await readForm(request, learnerIntentSchema);
  if (!form.ok) {
    return data(
      {
        intent: form.values.intent,
        errors: form.errors,
        values: form.values,
        toast: {
          type: "error" as const,
          title: "Please check the form",
          description: form.firstError,
        },
      },
      { status: form.status },
    );
  }
  const input = form.data;
  const args = { context, managerId: user.id, institution };
  switch (input.intent) {
    case "invite":
      return inviteIntent({ ...args, input });
    case "remove":
      return removeIntent({ ...args, input });
    case "revoke":
      return revokeIntent({ ...args, input });
    case "resend":
      return resendIntent({ ...args, input });
    case "name-manager":
      return nameManagerIntent({ ...args, input });
  }
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.institution.name}: learners` : "Learners",
    "Your institution's learners.",
  );

export default function Learners({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const errorsFor = (intent: string): Record<string, string> =>
    actionData?.intent === intent ? (actionData.errors ?? {}) : {};
  const valueFor = (intent: string) => {
    const email = actionData?.intent === intent ? actionData.values?.email : undefined;
    return typeof email === "string" ? email : undefined;
  };
  const { institution } = loaderData;
  return (
    <div className="grid gap-10">
      <section aria-labelledby="learners-heading" className="grid gap-4">
        <h1 id="learners-heading" className="text-3xl font-semibold">
          Learners
        </h1>
        <p className="text-muted">
          {loaderData.holderCount === 1
            ? "1 learner holds a seat."
            : `${loaderData.holderCount} learners hold a seat.`}
        </p>
        <SeatHoldersTable
          holders={loaderData.holders}
          page={loaderData.page}
          pages={loaderData.pages}
        />
      </section>
      <section aria-labelledby="invitations-heading" className="grid gap-4">
        <h2 id="invitations-heading" className="text-2xl font-semibold">
          Invitations
        </h2>
        <InvitationsTable invitations={loaderData.invitations} total={loaderData.invitationCount} />
      </section>
      <section aria-labelledby="invite-heading" className="grid gap-4">
        <h2 id="invite-heading" className="text-2xl font-semibold">
          Invite a learner
        </h2>
        <p className="text-muted">
          They receive an email with a link, valid for 14 days, to sign in or create an account and
          take a seat.
        </p>
        <InviteForm
          cohorts={loaderData.cohorts}
          errors={errorsFor("invite")}
          email={valueFor("invite")}
          importTo={`/manage/${institution.id}/learners/import`}
        />
      </section>
      <section aria-labelledby="managers-heading" className="grid gap-4">
        <h2 id="managers-heading" className="text-2xl font-semibold">
          Name another manager
        </h2>
        <NameManagerForm errors={errorsFor("name-manager")} email={valueFor("name-manager")} />
      </section>
    </div>
  );
}
