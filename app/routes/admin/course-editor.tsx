import { data, Link, useNavigation } from "react-router";
import { courseEditorAction } from "@server/back-office/courses/course-editor-actions";
import { courseForEditing } from "@server/back-office/courses/courses";
import { deletingOf, idParam } from "@server/back-office/courses/editor-params";
import { requireAdmin } from "@server/back-office/require-admin";
import { CourseDetailsForm, type CourseDetails } from "~/features/back-office/course-details-form";
import { CourseOutlineEditor } from "~/features/back-office/course-outline-editor";
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
