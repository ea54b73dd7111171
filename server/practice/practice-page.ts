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
import { clockMs } from "./session-clock";
import { lessonTitles } from "./scenarios";
import { askTutor } from "./tutor-ask";
import { chooseMode } from "./tutor-mode";
import { answerView, sessionTutor, type TutorAnswerView } from "./tutor-session";

const modeChosen = {
  coached: "Coach on: the tutor will prompt, stop unsafe actions and answer your questions.",
  assessed: "Assessed: the tutor is off, and this attempt counts towards your certificate.",
} as const;

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
  // The lessons' titles only for the tutor's links: one more query, in coach mode alone.
  const titles =
    attempt.mode === "coached" ? await lessonTitles(context.db, attempt.courseId) : new Map();
  return sessionData(attempt, clockMs(attempt, new Date()), titles);
}

function sessionData(attempt: OwnedAttempt, atMs: number, titles: ReadonlyMap<string, string>) {
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
    mode: attempt.mode,
    // Coach on or assessed is chosen before the first entry of the log, never after.
    canChooseMode: attempt.log.length === 0,
    tutor: sessionTutor(attempt, atMs, titles),
    ...sessionView(attempt, atMs),
    // What has been done so far, oldest first, for the list mode's "Done so far".
    done: attempt.log
      .filter((entry) => entry.kind === "action")
      .map((entry) => {
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
export type PracticeActionResult = {
  ok: boolean;
  announcement: string;
  /** The tutor's answer to "What should I check next?", in coach mode. */
  answer?: TutorAnswerView;
};

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
  if (form.data.intent === "ask") {
    const asked = await askTutor(db, { userId: user.id, attemptId });
    switch (asked.kind) {
      case "not-found":
        return notFound();
      case "finished":
        return redirect(`/practice/${attemptId}/debrief`);
      case "assessed":
        return answerRefused(
          practiceMessages.askAssessed,
          {},
          { status: 409, extra: announced(practiceMessages.askAssessed) },
        );
      case "answered": {
        const titles = await lessonTitles(db, asked.course.id);
        const answer = answerView(asked.answer, asked.course, titles);
        return answerDone({ ...announced(""), answer });
      }
    }
  }
  if (form.data.intent === "mode") {
    const chosen = await chooseMode(db, { userId: user.id, attemptId, mode: form.data.mode });
    switch (chosen.kind) {
      case "not-found":
        return notFound();
      case "finished":
        return redirect(`/practice/${attemptId}/debrief`);
      case "started":
        return answerRefused(
          practiceMessages.modeLocked,
          {},
          { status: 409, extra: announced(practiceMessages.modeLocked) },
        );
      case "chosen":
        return answerDone(announced(modeChosen[chosen.mode]));
    }
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
    case "stopped":
      // Why is announced by the tutor's panel (assertively), from the session's data.
      return answerDone(announced(""));
  }
}
