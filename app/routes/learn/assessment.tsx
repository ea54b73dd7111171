import { isRouteErrorResponse } from "react-router";
import { requireUser } from "@server/accounts/require-user";
import { loadAssessmentPage, submitAssessment } from "@server/learning/assessment-page";
import { AssessmentPage } from "~/features/learning/assessment/assessment-page";
import { CourseLoadError, LessonNotFound } from "~/features/learning/player/player-states";
import { assessmentTexts } from "@common/learning/assessment-texts";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/assessment";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.state === "ready" ? loaderData.assessment.title : "Assessment",
    "Test your knowledge of this course.",
  );

// Signed-in and allowed this course; signed-out visitors go to /login and come back here.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const resultId = new URL(request.url).searchParams.get("result");
  return loadAssessmentPage(context, user, params.courseId, resultId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return submitAssessment(context, request, params.courseId);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LessonNotFound />;
  return <CourseLoadError message={assessmentTexts.unexpected} />;
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  return <AssessmentPage data={loaderData} refusal={actionData ?? null} />;
}
