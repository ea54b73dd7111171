import { answerRefused, notFound } from "@common/forms/action-answer";
import { outcomeLabel, type InvitationOutcome } from "@common/institutions/invitation-outcomes";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import type { LearnerIntent } from "@common/institutions/manager-forms";
import { redirectWithToast } from "../../http/flash-toast";
import { cohortChoices } from "../learner-lists";
import { nameManager } from "../name-manager";
import type { ManagedInstitution } from "../require-manager";
import { bulkPlan } from "../learners/bulk-plan";
import { removeLearner } from "../learners/remove-learner";
import { resendInvitation, revokeInvitation, sendInvitations } from "../send-invitations";

type Args<I extends LearnerIntent["intent"]> = {
  context: AppContext;
  user: SessionUser;
  managerId: string;
  institution: ManagedInstitution;
  input: Extract<LearnerIntent, { intent: I }>;
};

const learnersOf = (institution: ManagedInstitution) => `/manage/${institution.id}/learners`;
const deps = (context: AppContext) => ({
  db: context.db,
  mailQueue: context.mailQueue,
  appUrl: context.config.appUrl,
  clientIp: context.clientIp,
});

/** Why one address cannot be invited, as the invitation form says it. */
function inviteRefusal(outcome: InvitationOutcome, institution: ManagedInstitution) {
  switch (outcome.kind) {
    case "already-invited":
      return "This address already has an open invitation. Use Resend in the list below.";
    case "already-holds-seat":
      return "This person already holds a seat.";
    case "domain-not-allowed":
      return `${institution.name} admits addresses ending in ${institution.emailDomains.map((d) => `@${d}`).join(" or ")} only.`;
    case "over-limit":
      return "Every seat is held or promised to an open invitation. Remove a learner or revoke an invitation first.";
    default:
      return outcomeLabel(outcome);
  }
}

export async function inviteIntent({ context, managerId, institution, input }: Args<"invite">) {
  const refuse = (field: "email" | "cohortId", message: string) =>
    answerRefused(
      { [field]: message },
      { email: input.email },
      {
        form: "invite",
        toast: { type: "error", title: "Invitation not sent", description: message },
      },
    );
  let cohort = "";
  if (input.cohortId) {
    const own = await cohortChoices(context.db, institution.id);
    const chosen = own.find((choice) => choice.id === input.cohortId);
    if (!chosen) return refuse("cohortId", "Choose one of your institution's cohorts.");
    cohort = chosen.name;
  }
  const row = { line: 1, email: input.email, cohort };
  const sent = await sendInvitations(deps(context), institution, managerId, [row]);
  if (sent.ok) {
    return redirectWithToast(learnersOf(institution), {
      type: "success",
      title: `Invitation sent to ${input.email}`,
    });
  }
  const outcome = sent.rows[0]?.outcome;
  return refuse("email", outcome ? inviteRefusal(outcome, institution) : "Please try again.");
}

export async function removeIntent({ context, institution, input, user }: Args<"remove">) {
  const removed = await context.db.transaction(async (tx) => {
    const plan = await bulkPlan(
      tx,
      institution.id,
      {
        keys: [`u:${input.userId}`],
        action: "remove",
        cohortId: null,
      },
      { lock: true },
    );
    const row = plan?.apply[0];
    if (!row) return false;
    return removeLearner(tx, {
      institutionId: institution.id,
      userId: input.userId,
      actor: { id: user.id, email: user.email },
      ipAddress: context.clientIp,
      name: row.name,
      email: row.email,
    });
  });
  if (!removed) notFound();
  return redirectWithToast(learnersOf(institution), {
    type: "success",
    title: "Learner removed",
    description:
      "Their seat is free again and their training records are kept, marked removed. Their own notes and progress stay with them.",
  });
}

export async function revokeIntent({ context, managerId, institution, input }: Args<"revoke">) {
  const email = await revokeInvitation(context.db, institution.id, input.invitationId, {
    userId: managerId,
    clientIp: context.clientIp,
  });
  if (!email) notFound();
  return redirectWithToast(learnersOf(institution), {
    type: "success",
    title: `Invitation to ${email} revoked`,
  });
}

export async function resendIntent({ context, managerId, institution, input }: Args<"resend">) {
  const email = await resendInvitation(deps(context), institution, managerId, input.invitationId);
  if (!email) notFound();
  return redirectWithToast(learnersOf(institution), {
    type: "success",
    title: `Invitation sent to ${email} again`,
    description: "The earlier link no longer works.",
  });
}

export async function nameManagerIntent({
  context,
  managerId,
  institution,
  input,
}: Args<"name-manager">) {
  const manager = await context.sessionUser();
  const actor = manager ? { id: manager.id, email: manager.email } : { id: managerId, email: "" };
  const { outcome: result } = await nameManager(
    { db: context.db, mailQueue: context.mailQueue, appUrl: context.config.appUrl },
    { actor, ipAddress: context.clientIp },
    { institutionId: institution.id, email: input.email, role: "manager" },
  );
  if (result === "no-account" || result === "no-institution") {
    const message = "No account uses this address. Ask them to sign up first, then name them.";
    return answerRefused(
      { email: message },
      { email: input.email },
      {
        form: "name-manager",
        toast: { type: "error", title: "Manager not named", description: message },
      },
    );
  }
  return redirectWithToast(learnersOf(institution), {
    type: result === "named" ? "success" : "info",
    title:
      result === "named"
        ? `${input.email} now manages ${institution.name}`
        : `${input.email} already manages ${institution.name}`,
  });
}
