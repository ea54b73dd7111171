import { Link, useNavigation } from "react-router";
import { requireAdmin } from "@server/back-office/require-admin";
import {
  courseEditorPage,
  courseEditorPageAction,
} from "@server/back-office/courses/course-editor-page";
import { CourseDetailsForm } from "~/features/back-office/course-details-form";
import { CourseOutlineEditor } from "~/features/back-office/course-outline-editor";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
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
      <PageHeader
        back={{ to: "/admin/courses", label: "All courses" }}
        title={course ? `Edit “${course.title}”` : "New course"}
      >
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
      </PageHeader>
      <EditorSection id="details" title="Details">
        <CourseDetailsForm
          key={course?.version}
          saved={loaderData.details}
          state={formStateOf(actionData, "course")}
          saving={saving}
        />
      </EditorSection>
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
