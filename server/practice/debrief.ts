import { sceneTargetNames } from "@common/practice/scene-contract";
import type { LessonSection } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { practiceVerdict } from "@common/practice/verdict";
import type { Db } from "../db/client";
import { ownedAttempt } from "./owned-attempt";
import { lessonTitles } from "./scenarios";
import { clockMs } from "./session-clock";

/**
 * The debrief of the owner's finished attempt (docs/product/practice.md#debrief): the score and every item derived
 * again from the log, each linked to the lesson section that teaches it, and the log as a
 * timeline. Null when the attempt is not theirs; `finished: false` while it is still running.
 */
export async function loadDebrief(db: Db, userId: string, attemptId: string) {
  const attempt = await ownedAttempt(db, userId, attemptId);
  if (!attempt) return null;
  const course = { slug: attempt.courseSlug, title: attempt.courseTitle };
  if (!attempt.finishedAt) return { finished: false as const, attemptId: attempt.id, course };

  const { definition, log } = attempt;
  const result = scoreAttempt(definition, log, clockMs(attempt, attempt.finishedAt));
  const titles = await lessonTitles(db, attempt.courseId);
  const lesson = (teaches: LessonSection) => ({
    href: `/course/${encodeURIComponent(course.slug)}/start/${encodeURIComponent(teaches.lesson)}`,
    title: titles.get(teaches.lesson) ?? course.title,
    section: teaches.section,
  });
  const actions = new Map(definition.actions.map((action) => [action.id, action]));
  const errorTitles = new Map(definition.errors.map((error) => [error.id, error.title]));
  const timeline = log.map((entry) => {
    const action = actions.get(entry.actionId);
    const errors = entry.outcome.errorIds.map((id) => errorTitles.get(id) ?? id);
    return {
      step: entry.step,
      atSeconds: Math.round(entry.offsetMs / 1000),
      label: action?.label ?? entry.actionId,
      object: action ? sceneTargetNames[action.target] : "",
      errors,
    };
  });
  return {
    finished: true as const,
    attemptId: attempt.id,
    course,
    scenarioTitle: attempt.scenarioTitle,
    basis: definition.basis,
    finishedAt: attempt.finishedAt,
    // The stored score is the one written at finishing; the items are derived again alike.
    score: attempt.score ?? result.score,
    // Only the pass stored at finishing counts as evidence; older sessions have none.
    verdict: practiceVerdict({
      passed: attempt.passed,
      score: attempt.score ?? result.score,
      passMark: definition.passMark,
      missedSafety: result.missedSafety,
    }),
    totalSeconds: result.totalSeconds,
    targetSeconds: definition.targetSeconds,
    overTime: result.overTime,
    steps: result.steps.map(({ teaches, ...step }) => ({ ...step, lesson: lesson(teaches) })),
    errors: result.errors.map(({ teaches, ...error }) => ({ ...error, lesson: lesson(teaches) })),
    timeline,
  };
}

export type Debrief = Extract<
  NonNullable<Awaited<ReturnType<typeof loadDebrief>>>,
  { finished: true }
>;
