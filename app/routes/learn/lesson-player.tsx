import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "@server/accounts/require-user";
import { lessonPlayerAction, lessonPlayerPage } from "@server/learning/lesson-player-page";
import { LessonPlayer } from "~/features/learning/player/lesson-player";
import {
  CourseLoadError,
  LessonNotFound,
  LessonNotInCourse,
  NoCourseContent,
} from "~/features/learning/player/player-states";
import { pageMeta } from "~/lib/meta";
import { engagementHeader } from "@common/learning/engagement-texts";
import type { Route } from "./+types/lesson-player";

/** A report of study answers its credited totals in a header the player reads (docs/product/learning.md#engagement). */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const answer = new Headers(parentHeaders);
  const engagement = actionHeaders.get(engagementHeader);
  if (engagement) answer.set(engagementHeader, engagement);
  return answer;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return lessonPlayerPage(context, user, params.courseId, params.lessonId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return lessonPlayerAction(context, request, {
    courseRef: params.courseId,
    lessonRef: params.lessonId,
  });
}

/** Saving the video position or a report of study changes nothing else on screen: no need to reload the lesson. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "position" || intent === "engagement") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData?.state === "ready") {
    const { lesson, course } = loaderData.player;
    return pageMeta(`${lesson.title} · ${course.title}`, lesson.summary ?? course.title);
  }
  const courseTitle = notFoundIn(error);
  if (courseTitle) {
    return pageMeta("Lesson not found", `This lesson is not part of ${courseTitle}.`);
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return pageMeta(
      "Course or Lesson Not Found",
      "We couldn't find the requested course or lesson.",
    );
  }
  return pageMeta("Lessons", "Your lesson.");
};

/** The course a missing lesson was looked for in, when the 404 names one. */
function notFoundIn(error: unknown) {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const detail: unknown = error.data;
  return detail && typeof detail === "object" && "courseTitle" in detail
    ? String(detail.courseTitle)
    : null;
}

export default function LessonPlayerPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "ready":
      return <LessonPlayer player={loaderData.player} />;
    case "no-lessons":
      return <NoCourseContent courseTitle={loaderData.course.title} />;
    case "error":
      return <CourseLoadError message="Failed to load course: An unexpected error occurred" />;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const courseTitle = notFoundIn(error);
  if (courseTitle) return <LessonNotInCourse courseTitle={courseTitle} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <LessonNotFound />;
  return <CourseLoadError message="An unexpected error occurred" />;
}
