import { Link, useNavigation } from "react-router";
import { requireAdmin } from "@server/back-office/require-admin";
import {
  courseEditorPage,
  courseEditorPageAction,
} from "@server/back-office/courses/course-editor-page";
import { CourseDetailsForm } from "~/features/back-office/course-details-form";
import { CourseOutlineEditor } from "~/features/back-office/course-outline-editor";
import { formStateOf } from "~/features/back-office/editor-state";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.course ? `Edit: ${loaderData.course.title}` : "New course", "Course");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return courseEditorPage(request, context, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  return courseEditorPageAction(request, context, params, admin);
}

export default function CourseEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  const saving = useNavigation().state === "submitting";
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <Link
          to="/admin/courses"
          className="text-sm font-medium text-primary-700 underline underline-offset-4"
        >
          All courses
        </Link>
        <h1 className="text-2xl font-semibold">
          {course ? `Edit “${course.title}”` : "New course"}
        </h1>
        {course && (
          <p className="flex flex-wrap gap-4 text-sm text-muted">
            <a
              className="text-primary-700 underline underline-offset-4"
              href={`/course/${course.slug}`}
            >
              /course/{course.slug}
            </a>
            <Link
              className="text-primary-700 underline underline-offset-4"
              to={`/admin/courses/${course.id}/assessment`}
            >
              Edit the assessment
            </Link>
          </p>
        )}
      </div>
      <section aria-labelledby="details" className="grid gap-4">
        <h2 id="details" className="text-xl font-semibold">
          Details
        </h2>
        <CourseDetailsForm
          key={course?.version}
          saved={loaderData.details}
          state={formStateOf(actionData, "course")}
          saving={saving}
        />
      </section>
      {course && (
        <CourseOutlineEditor
          key={course.version}
          modules={loaderData.modules}
          answer={actionData}
          deleting={loaderData.deleting}
        />
      )}
    </div>
  );
}
