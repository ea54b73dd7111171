import { patientOf } from "@common/practice/engine";
import { tutorEvents } from "@common/practice/tutor";
import type { LessonSection } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { practiceVerdict } from "@common/practice/verdict";
import type { Db } from "../db/client";
import { ownedAttempt } from "./owned-attempt";
import { lessonTitles } from "./scenarios";
import { clockMs } from "./session-clock";
import { observationSeries, replayEvents } from "./debrief-replay";

/**
 * The debrief of the owner's finished attempt (docs/product/practice.md#debrief): the score and every item derived
 * again from the log, each linked to the lesson section that teaches it, the inefficiencies, and
 * the log as a timeline; for a scenario with a patient, the patient replayed from the seed and log
 * (their observations and NEWS2 each minute and at every event) and how they ended. Null when the attempt is not theirs; `finished: false` while it is still running.
 */
export async function loadDebrief(db: Db, userId: string, attemptId: string) {
  const attempt = await ownedAttempt(db, userId, attemptId);
  if (!attempt) return null;
  const course = { slug: attempt.courseSlug, title: attempt.courseTitle };
  if (!attempt.finishedAt) return { finished: false as const, attemptId: attempt.id, course };

  const { definition, log } = attempt;
  const result = scoreAttempt(definition, log, clockMs(attempt, attempt.finishedAt), attempt.seed);
  const endMs = result.totalSeconds * 1000;
  const titles = await lessonTitles(db, attempt.courseId);
  const lesson = (teaches: LessonSection) => ({
    href: `/course/${encodeURIComponent(course.slug)}/start/${encodeURIComponent(teaches.lesson)}`,
    title: titles.get(teaches.lesson) ?? course.title,
    section: teaches.section,
  });
  const patient = patientOf(definition, attempt.seed, log);
  // Stops and answers are in the log itself; the prompts are derived from its gaps.
  const prompts = tutorEvents(definition, log, endMs, attempt.mode)
    .filter((event) => event.kind === "prompt")
    .map((event) => ({ atSeconds: event.atSeconds, text: event.text }));
  const timeline = replayEvents(definition, log, patient, prompts);
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
      mode: attempt.mode,
    }),
    totalSeconds: result.totalSeconds,
    targetSeconds: definition.targetSeconds,
    overTime: result.overTime,
    steps: result.steps.map(({ teaches, ...step }) => ({ ...step, lesson: lesson(teaches) })),
    errors: result.errors.map(({ teaches, ...error }) => ({ ...error, lesson: lesson(teaches) })),
    inefficiencies: result.inefficiencies,
    timeline,
    patient: patient &&
      result.patient && {
        ...result.patient,
        series: observationSeries(patient, result.totalSeconds),
      },
  };
}

export type Debrief = Extract<
  NonNullable<Awaited<ReturnType<typeof loadDebrief>>>,
  { finished: true }
>;
