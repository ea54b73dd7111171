import { isRouteErrorResponse } from "react-router";
import { applyPracticeIntent, loadPracticeSession } from "@server/practice/practice-page";
import { ErrorPage } from "~/components/layout/error-page";
import { PracticeNotFound } from "~/features/practice/practice-not-found";
import { PracticeSession } from "~/features/practice/session/practice-session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/practice-session";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.state === "ready"
    ? pageMeta(`Practice: ${loaderData.scenario.title}`, loaderData.scenario.summary)
    : pageMeta("Practice session not found", "We couldn't find this practice session.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPracticeSession(context, request, params.attemptId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return applyPracticeIntent(context, request, params.attemptId);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PracticeNotFound />;
  return <ErrorPage status={500} />;
}

export default function PracticeSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PracticeSession session={loaderData} actionData={actionData ?? null} />;
}
