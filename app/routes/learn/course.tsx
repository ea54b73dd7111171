import { data } from "react-router";
import { courseAccess } from "@server/learning/course-access";
import { findCourseDetail } from "@server/learning/course-detail";
import { requireSignedIn } from "@server/http/require-signed-in";
import { CourseDetailPage } from "~/features/learning/course/course-detail-page";
import { CourseLoadError } from "~/features/learning/player/player-states";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import { startLearning } from "./course-actions.server";
import type { Route } from "./+types/course";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireSignedIn(context, request);
  try {
    const course = await findCourseDetail(context.db, user.id, params.courseId);
    if (!course)
      return data({ state: "error" as const, message: "Course not found" }, { status: 404 });
    return {
      state: "ready" as const,
      course,
      access: courseAccess(user.subscription, course.requiredTier),
    };
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "course failed to load");
    const message = "Failed to load course: An unexpected error occurred";
    return data({ state: "error" as const, message }, { status: 500 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return startLearning(context, request, params.courseId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.state === "ready"
    ? pageMeta(loaderData.course.title, loaderData.course.description)
    : pageMeta("Error Loading Course", "This course could not be loaded.");

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  if (loaderData.state === "error") return <CourseLoadError message={loaderData.message} />;
  return <CourseDetailPage course={loaderData.course} access={loaderData.access} />;
}

export function ErrorBoundary() {
  return <CourseLoadError message="An unexpected error occurred" />;
}
