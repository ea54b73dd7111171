import { assessmentEditorAction } from "./assessment-editor-actions";
import { deletingOf, idParam } from "./editor-params";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { assessmentForEditing } from "./assessment-for-editing";
import { notFound } from "@common/forms/action-answer";

async function editedAssessment(context: AppContext, courseId: string | undefined) {
  const found = await assessmentForEditing(context.db, idParam(courseId));
  if (!found) notFound();
  return found;
}

/** The assessment editor's page. */
export async function assessmentEditorPage(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
) {
  const { course, assessment, lessons } = await editedAssessment(context, params.courseId);
  return { course, assessment, lessons, deleting: deletingOf(request) };
}

/** The assessment editor's forms (`assessment-editor-actions.ts`). */
export async function assessmentEditorPageAction(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
  admin: SessionUser,
) {
  const { course } = await editedAssessment(context, params.courseId);
  return assessmentEditorAction(context, admin, request, course.id);
}
