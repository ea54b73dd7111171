import { data } from "react-router";
import { seatRefusalMessage } from "@common/institutions/seat-refusals";
import { requireUser } from "@server/accounts/require-user";
import { redirectWithToast } from "@server/http/flash-toast";
import { acceptInvitation, findInvitation } from "@server/institutions/accept-invitation";
import { InvitationPage, UnknownInvitation } from "~/features/invitations/invitation-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data?.found ? `Join ${data.institutionName}` : "Invitation",
    "An invitation to take an institution's seat on Clinova.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

const withdrawnMessage =
  "This invitation is no longer valid: a newer one may have been sent to you. Ask your training lead if you cannot find it.";

/**
 * `/invitations/:token` (docs/product/institutions.md#invitations): who invites the visitor, and the way to accept. Signed out,
 * sign up or sign in come back here; signed in, Accept takes the seat. The token is the only
 * key; an unknown one answers 404 with a page that says the link is not valid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const invitation = await findInvitation(context.db, params.token);
  if (!invitation) return data({ found: false as const }, { status: 404 });
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
    found: true as const,
    institutionName: invitation.institutionName,
    invitedEmail: invitation.email,
    signedInAs: user?.email ?? null,
    joined,
    subscribed: Boolean(user?.subscription.subscribed),
    problem,
    returnTo: `/invitations/${params.token}`,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const back = `/invitations/${params.token}`;
  const user = await requireUser(context, request, { returnTo: back });
  const invitation = await findInvitation(context.db, params.token);
  if (!invitation) throw data(null, { status: 404 });
  const outcome = await acceptInvitation(context.db, params.token, user);
  const institution = { name: invitation.institutionName, emailDomains: invitation.emailDomains };
  if (!outcome.ok) {
    if (outcome.refusal === "unknown") throw data(null, { status: 404 });
    const message =
      outcome.refusal === "withdrawn"
        ? withdrawnMessage
        : seatRefusalMessage(outcome.refusal, institution);
    return data({ error: message }, { status: 409 });
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

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <UnknownInvitation />;
  return <InvitationPage {...loaderData} error={actionData?.error ?? null} />;
}
