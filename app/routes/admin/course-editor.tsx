import { data, Link, useNavigation } from "react-router";
import { courseEditorAction } from "@server/back-office/courses/course-editor-actions";
import { courseForEditing } from "@server/back-office/courses/courses";
import { deletingOf, idParam } from "@server/back-office/courses/editor-params";
import { requireAdmin } from "@server/back-office/require-admin";
import { CourseDetailsForm, type CourseDetails } from "~/features/back-office/course-details-form";
import { CourseOutlineEditor } from "~/features/back-office/course-outline-editor";
import { EditorSection } from "~/features/back-office/editor-form";
import { PageHeader } from "~/features/back-office/page-header";
import { formStateOf } from "~/features/back-office/editor-state";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/course-editor";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.course ? `Edit: ${loaderData.course.title}` : "New course", "Course");

/** The course being edited (`/admin/courses/:courseId`), or none for a new one. */
async function editedCourse(context: Route.LoaderArgs["context"], courseId: string | undefined) {
  if (courseId === undefined) return null;
  const found = await courseForEditing(context.db, idParam(courseId));
  if (!found) throw data(null, { status: 404 });
  return found;
}

const emptyDetails: CourseDetails = {
  title: "",
  slug: "",
  description: "",
  features: "",
  learningOutline: "",
  difficultyLevel: "",
  estimatedDuration: "",
  requiredTier: "standard",
  coverImage: null,
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const found = await editedCourse(context, params.courseId);
  if (!found) return { course: null, details: emptyDetails, modules: [], deleting: null };
  const { course } = found;
  return {
    course: {
      id: course.id,
      title: course.title,
      slug: course.slug,
      version: course.updatedAt.toISOString(),
    },
    details: {
      title: course.title,
      slug: course.slug,
      description: course.description,
      features: course.features.join("\n"),
      learningOutline: course.learningOutline.join("\n"),
      difficultyLevel: course.difficultyLevel ?? "",
      estimatedDuration: course.estimatedDuration ? String(course.estimatedDuration) : "",
      requiredTier: course.requiredTier,
      coverImage: course.coverImage,
    },
    modules: found.modules,
    deleting: deletingOf(request),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const found = await editedCourse(context, params.courseId);
  return courseEditorAction(context, admin, request, found?.course.id ?? null);
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
