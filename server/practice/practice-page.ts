import { redirect } from "react-router";
import { answerDone, answerInvalid, answerRefused, notFound } from "@common/forms/action-answer";
import { practiceIntentSchema, practiceMessages } from "@common/practice/practice-intents";
import { sceneTargetNames } from "@common/practice/scene-contract";
import type { AppContext } from "../context";
import { requireUser } from "../accounts/require-user";
import { readForm } from "../http/read-form";
import { assertCourseAccess } from "../learning/require-course-access";
import { awardCertificateIfEarned } from "../learning/certificates/award-certificate";
import { redirectWithToast } from "../http/flash-toast";
import { certificateEarnedToast } from "@common/learning/certificate-texts";
import { finishAttempt, recordAction, sessionView } from "./attempts";
import { ownedAttempt, ownedAttemptCourse, type OwnedAttempt } from "./owned-attempt";

/**
 * The session page's data: the owner's unfinished attempt (a finished one shows its debrief),
 * while its course is open to them: a lapsed subscriber gets the course gate's answer.
 */
export async function loadPracticeSession(
  context: AppContext,
  request: Request,
  attemptId: string,
) {
  const user = await requireUser(context, request);
  const attempt = await ownedAttempt(context.db, user.id, attemptId);
  if (!attempt) notFound();
  if (attempt.finishedAt) throw redirect(`/practice/${attempt.id}/debrief`);
  assertCourseAccess(user, { id: attempt.courseId, requiredTier: attempt.courseRequiredTier });
  return sessionData(attempt);
}

function sessionData(attempt: OwnedAttempt) {
  const labels = new Map(attempt.definition.actions.map((action) => [action.id, action]));
  return {
    state: "ready" as const,
    attemptId: attempt.id,
    scenario: {
      title: attempt.scenarioTitle,
      summary: attempt.definition.summary,
      basis: attempt.definition.basis,
    },
    course: { slug: attempt.courseSlug, title: attempt.courseTitle },
    ...sessionView(attempt),
    // What has been done so far, oldest first, for the list mode's "Done so far".
    done: attempt.log.map((entry) => {
      const action = labels.get(entry.actionId);
      return {
        step: entry.step,
        label: action?.label ?? entry.actionId,
        object: action ? sceneTargetNames[action.target] : "",
      };
    }),
  };
}

export type PracticeSessionData = ReturnType<typeof sessionData>;
export type PracticeActionResult = { ok: boolean; announcement: string };

const announced = (announcement: string) => ({ announcement });

/**
 * The session's changes, for the owner only and while the course is open to them: an action
 * (the engine checks it is available now) or finishing, which scores the attempt from its log.
 * A score in the form is never read.
 */
export async function applyPracticeIntent(
  context: AppContext,
  request: Request,
  attemptId: string,
) {
  const user = await requireUser(context, request);
  const form = await readForm(request, practiceIntentSchema);
  if (!form.ok) {
    return answerInvalid(form, announced(practiceMessages.failed));
  }
  const { db } = context;
  const course = await ownedAttemptCourse(db, user.id, attemptId);
  if (course) assertCourseAccess(user, course);
  if (form.data.intent === "finish") {
    const finished = await finishAttempt(db, { userId: user.id, attemptId });
    if (!finished || !course) notFound();
    const debrief = `/practice/${attemptId}/debrief`;
    // A passed session may be the last evidence the certificate waited for (docs/product/learning.md#certificates).
    const certificate = finished.passed
      ? await awardCertificateIfEarned(db, user, course.id)
      : null;
    return certificate ? redirectWithToast(debrief, certificateEarnedToast) : redirect(debrief);
  }
  const result = await recordAction(db, {
    userId: user.id,
    attemptId,
    actionId: form.data.actionId,
  });
  switch (result.kind) {
    case "not-found":
      return notFound();
    case "finished":
      return redirect(`/practice/${attemptId}/debrief`);
    case "unavailable":
      return answerRefused({}, {}, { extra: announced(practiceMessages.unavailable) });
    case "recorded":
      return answerDone(announced(result.outcome));
  }
}
