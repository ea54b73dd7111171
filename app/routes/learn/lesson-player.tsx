import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireUser } from "@server/accounts/require-user";
import { applyPlayerIntent } from "@server/learning/apply-player-intent";
import { loadLessonPlayer } from "@server/learning/lesson-player";
import { LessonPlayer } from "~/features/learning/player/lesson-player";
import {
  CourseLoadError,
  LessonNotFound,
  LessonNotInCourse,
  NoCourseContent,
} from "~/features/learning/player/player-states";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/lesson-player";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  let result;
  try {
    result = await loadLessonPlayer(context, user, params.courseId, params.lessonId);
  } catch (error) {
    if (error instanceof Response) throw error; // the course gate's redirect to /pricing
    context.logger.error({ err: error, reqId: context.requestId }, "lesson player failed to load");
    return data({ state: "error" as const }, { status: 500 });
  }
  switch (result.kind) {
    case "not-found":
      return data({ state: "not-found" as const }, { status: 404 });
    case "lesson-not-found":
      return data({ state: "lesson-not-found" as const, course: result.course }, { status: 404 });
    case "no-lessons":
      return { state: "no-lessons" as const, course: result.course };
    case "ready":
      return { state: "ready" as const, player: result };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return applyPlayerIntent(context, request, {
    courseRef: params.courseId,
    lessonRef: params.lessonId,
  });
}

/** Saving the video position changes nothing on screen: no need to reload the lesson. */
export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "position") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state === "ready") {
    const { lesson, course } = loaderData.player;
    return pageMeta(`${lesson.title} · ${course.title}`, lesson.summary ?? course.title);
  }
  if (loaderData?.state === "not-found") {
    return pageMeta(
      "Course or Lesson Not Found",
      "We couldn't find the requested course or lesson.",
    );
  }
  if (loaderData?.state === "lesson-not-found") {
    return pageMeta("Lesson not found", `This lesson is not part of ${loaderData.course.title}.`);
  }
  return pageMeta("Lessons", "Your lesson.");
};

export default function LessonPlayerPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.state) {
    case "ready":
      return <LessonPlayer player={loaderData.player} />;
    case "no-lessons":
      return <NoCourseContent courseTitle={loaderData.course.title} />;
    case "not-found":
      return <LessonNotFound />;
    case "lesson-not-found":
      return <LessonNotInCourse courseTitle={loaderData.course.title} />;
    case "error":
      return <CourseLoadError message="Failed to load course: An unexpected error occurred" />;
  }
}

export function ErrorBoundary() {
  return <CourseLoadError message="An unexpected error occurred" />;
}
