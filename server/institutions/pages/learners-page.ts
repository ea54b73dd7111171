import { answerInvalid } from "@common/forms/action-answer";
import { learnerIntentSchema } from "@common/institutions/manager-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import {
  cohortChoices,
  learnersPageSize,
  openInvitationList,
  seatHolderPage,
} from "../learner-lists";
import type { ManagedInstitution } from "../require-manager";
import {
  inviteIntent,
  nameManagerIntent,
  removeIntent,
  resendIntent,
  revokeIntent,
} from "./learner-intents";

/** The institution's learners, its open invitations and the ways to invite more (docs/product/institutions.md#learners-and-invitations). */
export async function learnersPage(
  context: AppContext,
  request: Request,
  institution: ManagedInstitution,
) {
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

export async function learnersAction(
  context: AppContext,
  request: Request,
  user: SessionUser,
  institution: ManagedInstitution,
) {
  const form = await readForm(request, learnerIntentSchema);
  if (!form.ok) {
    const intent = form.values.intent;
    return answerInvalid(
      form,
      {},
      {
        form: typeof intent === "string" ? intent : undefined,
        toast: { type: "error", title: "Please check the form", description: form.firstError },
      },
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
