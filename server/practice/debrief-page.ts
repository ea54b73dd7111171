import { redirect } from "react-router";
import { answerInvalid, notFound } from "@common/forms/action-answer";
import { debriefIntentSchema } from "@common/practice/practice-intents";
import type { AppContext } from "../context";
import { requireUser } from "../accounts/require-user";
import { readForm } from "../http/read-form";
import { requireCourseAccess } from "../learning/require-course-access";
import { startAttempt } from "./attempts";
import { loadDebrief } from "./debrief";
import { ownedAttempt } from "./owned-attempt";

/** The debrief of the owner's finished attempt; an unfinished one goes back to its session. */
export async function loadDebriefPage(context: AppContext, request: Request, attemptId: string) {
  const user = await requireUser(context, request);
  const debrief = await loadDebrief(context.db, user.id, attemptId);
  if (!debrief) notFound();
  if (!debrief.finished) throw redirect(`/practice/${debrief.attemptId}`);
  return { state: "ready" as const, debrief };
}

/** "Practise again": a new attempt at the same scenario, while the course is still open to them. */
export async function practiseAgain(context: AppContext, request: Request, attemptId: string) {
  const user = await requireUser(context, request);
  const form = await readForm(request, debriefIntentSchema);
  if (!form.ok) return answerInvalid(form);
  const attempt = await ownedAttempt(context.db, user.id, attemptId);
  if (!attempt) notFound();
  await requireCourseAccess(context, user, attempt.courseId);
  const next = await startAttempt(context.db, {
    userId: user.id,
    courseId: attempt.courseId,
    scenarioId: attempt.scenarioId,
  });
  if (!next) notFound();
  return redirect(`/practice/${next}`);
}
