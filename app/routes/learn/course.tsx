import { isRouteErrorResponse } from "react-router";
import { requireUser } from "@server/accounts/require-user";
import { loadCoursePage, startCourseAction } from "@server/learning/course-page";
import { CourseDetailPage } from "~/features/learning/course/course-detail-page";
import { CourseLoadError } from "~/features/learning/player/player-states";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/course";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return loadCoursePage(context, user, params.courseId);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return startCourseAction(context, request, params.courseId);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.state === "ready"
    ? pageMeta(loaderData.course.title, loaderData.course.description)
    : pageMeta("Error Loading Course", "This course could not be loaded.");

export default function Course({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  if (loaderData.state === "error") return <CourseLoadError message={loaderData.message} />;
  return (
    <CourseDetailPage
      course={loaderData.course}
      access={loaderData.access}
      assessment={loaderData.assessment}
      evidence={loaderData.evidence}
      certificate={loaderData.certificate}
      validity={loaderData.validity}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <CourseLoadError message={notFound ? "Course not found" : "An unexpected error occurred"} />
  );
}
