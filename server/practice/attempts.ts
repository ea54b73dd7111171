import { and, eq, isNull } from "drizzle-orm";
import {
  availableActions,
  errorsMade,
  isAvailable,
  replay,
  targetStatesOf,
} from "@common/practice/engine";
import { scoreAttempt } from "@common/practice/scoring";
import type { Db } from "../db/client";
import { practiceActions, practiceAttempts } from "../db/schema/index";
import { ownedAttempt, type OwnedAttempt } from "./owned-attempt";
import { clockMs } from "./session-clock";
import { outcomeText } from "./action-outcome";
import { scenarioForCourse } from "./scenarios";

/** Starts an attempt at the course's scenario; null when the course has none. */
export async function startAttempt(db: Db, input: { userId: string; courseId: string }) {
  const scenario = await scenarioForCourse(db, input.courseId);
  if (!scenario) return null;
  const [row] = await db
    .insert(practiceAttempts)
    .values({ userId: input.userId, scenarioId: scenario.id })
    .returning({ id: practiceAttempts.id });
  return row!.id;
}

/** What a view needs now: the actions the engine offers and how far each object has got. */
export function sessionView(attempt: Pick<OwnedAttempt, "definition" | "log">) {
  const state = replay(attempt.definition, attempt.log);
  return {
    actions: availableActions(attempt.definition, state),
    targetStates: targetStatesOf(attempt.definition, state),
  };
}

export type RecordResult =
  | { kind: "not-found" }
  | { kind: "finished" }
  | { kind: "unavailable" }
  | { kind: "recorded"; outcome: string; view: ReturnType<typeof sessionView> };

/**
 * Records one action of the owner's unfinished attempt, if the scenario offers it in the
 * session's present state; the log is the only record (the score is derived from it later).
 */
export async function recordAction(
  db: Db,
  input: { userId: string; attemptId: string; actionId: string; now?: Date },
): Promise<RecordResult> {
  return db.transaction(async (tx) => {
    const attempt = await ownedAttempt(tx, input.userId, input.attemptId, {
      lock: true,
    });
    if (!attempt) return { kind: "not-found" };
    if (attempt.finishedAt) return { kind: "finished" };
    const state = replay(attempt.definition, attempt.log);
    const action = attempt.definition.actions.find((candidate) => candidate.id === input.actionId);
    if (!action || !isAvailable(action, state)) return { kind: "unavailable" };

    const offsetMs = clockMs(attempt, input.now ?? new Date());
    const errors = errorsMade(attempt.definition, state, action.id);
    const outcome = { errorIds: errors.map((error) => error.id) };
    const step = attempt.log.length + 1;
    await tx.insert(practiceActions).values({
      attemptId: attempt.id,
      userId: input.userId,
      step,
      actionId: action.id,
      outcome: outcomeText(outcome),
      offsetMs,
    });
    const log = [...attempt.log, { step, actionId: action.id, outcome, offsetMs }];
    return { kind: "recorded", outcome: action.outcome, view: sessionView({ ...attempt, log }) };
  });
}

/**
 * Finishes the owner's attempt and scores it from its log alone, with whether it passed
 * (docs/product/learning.md#evidence-of-completion); finishing again changes nothing. Null when the attempt is not theirs (or does not exist).
 */
export async function finishAttempt(
  db: Db,
  input: { userId: string; attemptId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const attempt = await ownedAttempt(tx, input.userId, input.attemptId, {
      lock: true,
    });
    if (!attempt) return null;
    if (attempt.finishedAt) return { score: attempt.score!, passed: attempt.passed === true };
    const now = input.now ?? new Date();
    const result = scoreAttempt(attempt.definition, attempt.log, clockMs(attempt, now));
    await tx
      .update(practiceAttempts)
      .set({
        finishedAt: now,
        score: result.score,
        durationSeconds: result.totalSeconds,
        passed: result.passed,
      })
      .where(
        and(
          eq(practiceAttempts.id, attempt.id),
          eq(practiceAttempts.userId, input.userId),
          isNull(practiceAttempts.finishedAt),
        ),
      );
    return { score: result.score, passed: result.passed };
  });
}
