import type { BlockData } from "@common/back-office/block-form";
import { deletingOf, idParam } from "./editor-params";
import { lessonEditorAction } from "./lesson-editor-actions";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { lessonForEditing } from "./course-lessons";
import { notFound } from "@common/forms/action-answer";

async function editedLesson(context: AppContext, lessonId: string | undefined) {
  const found = await lessonForEditing(context.db, idParam(lessonId));
  if (!found) notFound();
  return found;
}

/** The lesson editor's page. */
export async function lessonEditorPage(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
) {
  const { lesson, blocks, courseUpdatedAt, ...where } = await editedLesson(
    context,
    params.lessonId,
  );
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      version: courseUpdatedAt.toISOString(),
    },
    details: {
      title: lesson.title,
      slug: lesson.slug,
      summary: lesson.summary ?? "",
      videoUrl: lesson.videoUrl ?? "",
      videoSeconds: lesson.videoSeconds === null ? "" : String(lesson.videoSeconds),
      readingSeconds: String(lesson.readingSeconds),
    },
    where,
    blocks: blocks.map((block) => ({
      id: block.id,
      type: block.type,
      content: block.content,
      metadata: block.metadata,
    })) as (BlockData & { id: string })[],
    deleting: deletingOf(request),
  };
}

/** The lesson editor's forms (`lesson-editor-actions.ts`). */
export async function lessonEditorPageAction(
  request: Request,
  context: AppContext,
  params: Record<string, string | undefined>,
  admin: SessionUser,
) {
  const { lesson, courseId } = await editedLesson(context, params.lessonId);
  return lessonEditorAction(context, admin, request, { id: lesson.id, courseId });
}
