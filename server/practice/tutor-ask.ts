import { patientOf } from "@common/practice/engine";
import { answerNext, nextCriticalStep } from "@common/practice/tutor";
import type { Db } from "../db/client";
import { practiceActions } from "../db/schema/index";
import { outcomeText } from "./action-outcome";
import { ownedAttempt } from "./owned-attempt";
import { clockMs } from "./session-clock";

export type AskResult =
  | { kind: "not-found" }
  | { kind: "finished" }
  | { kind: "assessed" }
  | {
      kind: "answered";
      answer: ReturnType<typeof answerNext>;
      course: { id: string; slug: string; title: string };
    };

/**
 * "What should I check next?" in coach mode (docs/product/practice.md#tutor): answered from the
 * scenario's data and the patient now, and logged as asked (it changes nothing else, and the
 * debrief shows it). An assessed attempt gets no answer and nothing is logged.
 */
export async function askTutor(
  db: Db,
  input: { userId: string; attemptId: string; now?: Date },
): Promise<AskResult> {
  return db.transaction(async (tx) => {
    const attempt = await ownedAttempt(tx, input.userId, input.attemptId, { lock: true });
    if (!attempt) return { kind: "not-found" };
    if (attempt.finishedAt) return { kind: "finished" };
    if (attempt.mode !== "coached") return { kind: "assessed" };
    const offsetMs = clockMs(attempt, input.now ?? new Date());
    const { definition, log, seed } = attempt;
    const monitor = patientOf(definition, seed, log)?.monitorAt(offsetMs / 1000) ?? null;
    const step = log.length + 1;
    await tx.insert(practiceActions).values({
      attemptId: attempt.id,
      userId: input.userId,
      step,
      // What the tutor pointed at: the step that was next, or the end of the session.
      actionId: nextCriticalStep(definition, log)?.action ?? "finish",
      outcome: outcomeText({ errorIds: [], kind: "asked" }),
      offsetMs,
    });
    const course = { id: attempt.courseId, slug: attempt.courseSlug, title: attempt.courseTitle };
    return { kind: "answered", answer: answerNext(definition, log, monitor), course };
  });
}
