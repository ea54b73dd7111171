import { redirect } from "react-router";
import {
  answerDone,
  answerRefused,
  notFound,
  type RefusalStatus,
} from "@common/forms/action-answer";
import { noteToasts, vrStartedToast } from "@common/learning/learning-texts";
import { playerIntentSchema, type PlayerIntent } from "@common/learning/player-intents";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import type { Db } from "../db/client";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { controlCharacterMessage } from "@common/forms/control-characters";
import { createNote, deleteNote, saveNoteOnce, updateNote } from "./notes";
import { markLessonCompleted, saveLastPosition } from "./lesson-progress";
import { recordEngagement } from "./lesson-engagement";
import { engagementHeader } from "@common/learning/engagement-texts";
import { requireLessonAccess } from "./require-course-access";
import { awardCertificateIfEarned } from "./certificates/award-certificate";
import { certificateEarnedToast } from "@common/learning/certificate-texts";

type Target = { courseRef: string; lessonRef: string | undefined };

/**
 * The lesson player's changes (progress, notes: docs/product/learning.md#lesson-player), each only for a
 * lesson the signed-in user may open, and notes only their own.
 */
export async function applyPlayerIntent(context: AppContext, request: Request, target: Target) {
  const user = await requireUser(context, request);
  const form = await readForm(request, playerIntentSchema);
  if (!form.ok) {
    // A control character in a note is named in its toast; other refusals keep the plain toast.
    const reason = form.firstError === controlCharacterMessage ? form.firstError : undefined;
    return refusal(String(form.values.intent ?? ""), form.status, reason);
  }
  const intent = form.data;

  const lesson = await requireLessonAccess(context, user, target.courseRef, target.lessonRef);
  if (!lesson) notFound();

  const key = { userId: user.id, courseId: lesson.courseId, lessonId: lesson.lessonId };
  try {
    return await apply(context, user, intent, key, target);
  } catch (error) {
    context.logger.error({ err: error, intent: intent.intent }, "lesson player action failed");
    return refusal(intent.intent, 500);
  }
}

async function apply(
  context: AppContext,
  user: SessionUser,
  intent: PlayerIntent,
  key: { userId: string; courseId: string; lessonId: string },
  target: Target,
) {
  const { db } = context;
  switch (intent.intent) {
    case "complete": {
      const { progress, certificate } = await completeLesson(db, user, key);
      return answerDone({ progress }, { toast: certificate ? certificateEarnedToast : null });
    }
    case "vr-start": {
      const { progress, certificate } = await completeLesson(db, user, key);
      const toast = certificate ? certificateEarnedToast : vrStartedToast;
      // docs/product/learning.md#vr-tab: initiating opens a practice session of the lesson's scenario (or the course's), when it has one
      // (a redirect, so it opens with or without JavaScript, and the toast goes with it).
      const learner = { userId: user.id, courseId: key.courseId, lessonId: key.lessonId };
      const session = await context.lessonPlugs.openPractice(db, learner);
      if (session) return redirectWithToast(session, toast);
      return answerDone({ progress }, { toast });
    }
    case "next": {
      // Moving on to the next lesson completes the one being left.
      const { certificate } = await completeLesson(db, user, key);
      const next = `/course/${encodeURIComponent(target.courseRef)}/start/${encodeURIComponent(intent.nextRef)}`;
      return certificate ? redirectWithToast(next, certificateEarnedToast) : redirect(next);
    }
    case "position":
      return answerDone({
        progress: await saveLastPosition(db, { ...key, position: intent.position }),
      });
    case "engagement": {
      // docs/product/learning.md#engagement: credited no faster than the wall clock. The totals also
      // travel in a header, which the player's plain fetch reads without decoding the answer.
      if (intent.measuredBy && intent.measuredBy !== key.userId) return refusal(intent.intent, 409);
      const engagement = await recordEngagement(db, key, {
        ranges: intent.ranges,
        readingSeconds: intent.readingSeconds,
        spanSeconds: intent.spanSeconds,
      });
      const headers = { [engagementHeader]: JSON.stringify(engagement) };
      return answerDone({ engagement }, { headers });
    }
    case "note-create": {
      // Signed in as someone else since it was written offline: kept on the device for its author.
      if (intent.writtenBy && intent.writtenBy !== key.userId) return refusal(intent.intent, 409);
      const note = { userId: key.userId, lessonId: key.lessonId, content: intent.content };
      if (!intent.noteId) {
        await createNote(db, note);
        return answerDone({}, { toast: noteToasts.created });
      }
      const saved = await saveNoteOnce(db, { ...note, id: intent.noteId });
      return saved ? answerDone({}, { toast: noteToasts.created }) : refusal(intent.intent, 404);
    }
    case "note-update": {
      const note = { id: intent.noteId, userId: key.userId, lessonId: key.lessonId };
      const updated = await updateNote(db, { ...note, content: intent.content });
      return updated ? answerDone({}, { toast: noteToasts.updated }) : refusal(intent.intent, 404);
    }
    case "note-delete": {
      const note = { id: intent.noteId, userId: key.userId, lessonId: key.lessonId };
      const deleted = await deleteNote(db, note);
      return deleted ? answerDone({}, { toast: noteToasts.deleted }) : refusal(intent.intent, 404);
    }
  }
}

const failures: Record<string, (typeof noteToasts)[keyof typeof noteToasts]> = {
  "note-create": noteToasts.createFailed,
  "note-update": noteToasts.updateFailed,
  "note-delete": noteToasts.deleteFailed,
};

/**
 * A refused change: a toast for notes, a quiet status for progress (docs/product/forms-and-messages.md#messages).
 * The offline notes' queue reads the status: 404 (the note is gone) and 400 drop the note, 409
 * (written by someone else on this device) keeps it for its author.
 */
function refusal(intent: string, status: RefusalStatus, reason?: string) {
  const toast = failures[intent];
  return answerRefused(
    {},
    {},
    { status, form: intent, toast: toast && reason ? { ...toast, description: reason } : toast },
  );
}

/** Completing the course's last open lesson may earn its certificate (docs/product/learning.md#certificates). */
async function completeLesson(
  db: Db,
  user: SessionUser,
  key: { userId: string; courseId: string; lessonId: string },
) {
  const progress = await markLessonCompleted(db, key);
  const certificate = await awardCertificateIfEarned(db, user, key.courseId);
  return { progress, certificate };
}
