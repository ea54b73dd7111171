import { isRouteErrorResponse } from "react-router";
import { firstMessage } from "@common/forms/action-answer";
import { requireUser } from "@server/accounts/require-user";
import { acceptInvitationAction, invitationPage } from "@server/institutions/pages/invitation-page";
import { ErrorPage } from "~/components/layout/error-page";
import { InvitationPage, UnknownInvitation } from "~/features/invitations/invitation-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(
    data ? `Join ${data.institutionName}` : "Invitation",
    "An invitation to take an institution's seat on Clinova.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * `/invitations/:token` (docs/product/institutions.md#invitations): who invites the visitor, and the way to accept. Signed out,
 * sign up or sign in come back here; signed in, Accept takes the seat. The token is the only
 * key; an unknown one answers 404 with a page that says the link is not valid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return invitationPage(context, params.token);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(context, request, { returnTo: `/invitations/${params.token}` });
  return acceptInvitationAction(context, params.token, user);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <UnknownInvitation />;
  return <ErrorPage status={500} />;
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage {...loaderData} error={firstMessage(actionData?.errors) ?? null} />;
}
