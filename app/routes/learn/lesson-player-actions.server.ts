import { data, redirect } from "react-router";
import { noteToasts, vrStartedToast } from "@common/learning/learning-texts";
import { playerIntentSchema, type PlayerIntent } from "@common/learning/player-intents";
import type { SessionUser } from "@server/accounts/auth/session-user";
import { accessDeniedToast, courseAccess } from "@server/learning/course-access";
import { findLessonInCourse } from "@server/learning/lesson-in-course";
import { redirectWithToast } from "@server/http/flash-toast";
import { createNote, deleteNote, updateNote } from "@server/learning/notes";
import { markLessonCompleted, saveLastPosition } from "@server/learning/lesson-progress";
import type { AppContext } from "@server/context";

type Target = { courseRef: string; lessonRef: string | undefined };

/** The player's changes (progress, notes), each only for a lesson the user may open. */
export async function playerAction(
  context: AppContext,
  user: SessionUser,
  target: Target,
  form: FormData,
) {
  const parsed = playerIntentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refusal(String(form.get("intent") ?? ""), 400);
  const intent = parsed.data;

  const lesson = await findLessonInCourse(context.db, target.courseRef, target.lessonRef);
  if (!lesson) return refusal(intent.intent, 404);
  const access = courseAccess(user.subscription, lesson.requiredTier);
  if (access !== "open") throw redirectWithToast("/pricing", accessDeniedToast[access]);

  const key = { userId: user.id, courseId: lesson.courseId, lessonId: lesson.lessonId };
  try {
    return await apply(context, intent, key, target);
  } catch (error) {
    context.logger.error({ err: error, intent: intent.intent }, "lesson player action failed");
    return refusal(intent.intent, 500);
  }
}

async function apply(
  context: AppContext,
  intent: PlayerIntent,
  key: { userId: string; courseId: string; lessonId: string },
  target: Target,
) {
  const { db } = context;
  switch (intent.intent) {
    case "complete":
      return { ok: true as const, progress: await markLessonCompleted(db, key), toast: null };
    case "vr-start":
      return {
        ok: true as const,
        progress: await markLessonCompleted(db, key),
        toast: vrStartedToast,
      };
    case "next": {
      // Moving on to the next lesson completes the one being left.
      await markLessonCompleted(db, key);
      return redirect(
        `/course/${encodeURIComponent(target.courseRef)}/start/${encodeURIComponent(intent.nextRef)}`,
      );
    }
    case "position":
      return {
        ok: true as const,
        progress: await saveLastPosition(db, { ...key, position: intent.position }),
        toast: null,
      };
    case "note-create":
      await createNote(db, { userId: key.userId, lessonId: key.lessonId, content: intent.content });
      return { ok: true as const, toast: noteToasts.created };
    case "note-update": {
      const note = { id: intent.noteId, userId: key.userId, lessonId: key.lessonId };
      const updated = await updateNote(db, { ...note, content: intent.content });
      return updated
        ? { ok: true as const, toast: noteToasts.updated }
        : refusal(intent.intent, 404);
    }
    case "note-delete": {
      const note = { id: intent.noteId, userId: key.userId, lessonId: key.lessonId };
      const deleted = await deleteNote(db, note);
      return deleted
        ? { ok: true as const, toast: noteToasts.deleted }
        : refusal(intent.intent, 404);
    }
  }
}

const failures: Record<string, (typeof noteToasts)[keyof typeof noteToasts]> = {
  "note-create": noteToasts.createFailed,
  "note-update": noteToasts.updateFailed,
  "note-delete": noteToasts.deleteFailed,
};

/** A refused change: a toast for notes, a quiet status for progress (docs/product.md#messages). */
function refusal(intent: string, status: 400 | 404 | 500) {
  return data({ ok: false as const, toast: failures[intent] ?? null }, { status });
}
