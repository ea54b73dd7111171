import { isRouteErrorResponse } from "react-router";
import { loadDebriefPage, practiseAgain } from "@server/practice/debrief-page";
import { DebriefPage } from "~/features/practice/debrief/debrief-page";
import { ErrorPage } from "~/components/layout/error-page";
import { PracticeNotFound } from "~/features/practice/practice-not-found";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/practice-debrief";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.state === "ready"
    ? pageMeta(
        `Debrief: ${loaderData.debrief.scenarioTitle}`,
        `Your practice session scored ${loaderData.debrief.score} out of 100.`,
      )
    : pageMeta("Practice session not found", "We couldn't find this practice session.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadDebriefPage(context, request, params.attemptId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return practiseAgain(context, request, params.attemptId);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PracticeNotFound />;
  return <ErrorPage status={500} />;
}

export default function PracticeDebriefPage({ loaderData }: Route.ComponentProps) {
  return <DebriefPage debrief={loaderData.debrief} />;
}
