import { courseEditorAction } from "./course-editor-actions";
import { deletingOf, idParam } from "./editor-params";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { courseForEditing } from "./courses";
import { notFound } from "@common/forms/action-answer";

/** The course being edited (`/admin/courses/:courseId`), or none for a new one. */
async function editedCourse(context: AppContext, courseId: string | undefined) {
  if (courseId === undefined) return null;
  const found = await courseForEditing(context.db, idParam(courseId));
  if (!found) notFound();
  return found;
}

const emptyDetails = {
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

/** The course editor's page. */
export async function courseEditorPage(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
) {
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

/** The course editor's forms (`course-editor-actions.ts`). */
export async function courseEditorPageAction(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
  admin: SessionUser,
) {
  const found = await editedCourse(context, params.courseId);
  return courseEditorAction(context, admin, request, found?.course.id ?? null);
}
