import { notFound, answerRefused } from "@common/forms/action-answer";
import { seatRefusalMessage } from "@common/institutions/seat-refusals";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { acceptInvitation, findInvitation } from "../accept-invitation";

const withdrawnMessage =
  "This invitation is no longer valid: a newer one may have been sent to you. Ask your training lead if you cannot find it.";

/** An invitation's page (docs/product/institutions.md#invitations): who invites, and what stands in the way of accepting. */
export async function invitationPage(context: AppContext, token: string) {
  const invitation = await findInvitation(context.db, token);
  if (!invitation) notFound();
  const user = await context.sessionUser();
  const institution = { name: invitation.institutionName, emailDomains: invitation.emailDomains };
  const joined = invitation.state === "used" && invitation.acceptedBy === user?.id;
  const problem = joined
    ? null
    : invitation.state === "expired"
      ? seatRefusalMessage("invitation-expired", institution)
      : invitation.state === "used"
        ? seatRefusalMessage("invitation-used", institution)
        : invitation.state === "withdrawn"
          ? withdrawnMessage
          : null;
  return {
    institutionName: invitation.institutionName,
    invitedEmail: invitation.email,
    signedInAs: user?.email ?? null,
    joined,
    subscribed: Boolean(user?.subscription.subscribed),
    problem,
    returnTo: `/invitations/${token}`,
  };
}

/** Accept takes the seat, or says why it cannot (422); an unknown token is not found. */
export async function acceptInvitationAction(
  context: AppContext,
  token: string,
  user: SessionUser,
) {
  const back = `/invitations/${token}`;
  const invitation = await findInvitation(context.db, token);
  if (!invitation) notFound();
  const outcome = await acceptInvitation(context.db, token, user, context.clientIp);
  const institution = { name: invitation.institutionName, emailDomains: invitation.emailDomains };
  if (!outcome.ok) {
    if (outcome.refusal === "unknown") notFound();
    const message =
      outcome.refusal === "withdrawn"
        ? withdrawnMessage
        : seatRefusalMessage(outcome.refusal, institution);
    return answerRefused(message);
  }
  const toast = {
    type: "success" as const,
    title: `You have joined ${institution.name}`,
    description: `Your seat opens ${institution.name}'s courses: find them on your dashboard.`,
  };
  // Someone paying for their own plan is told, on this page, what the seat covers and where to
  // cancel their subscription; everyone else goes straight to their courses.
  if (user.subscription.subscribed) return redirectWithToast(back, toast);
  return redirectWithToast("/dashboard", toast);
}
