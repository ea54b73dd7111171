import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import {
  availableActions,
  errorsMade,
  isAvailable,
  sessionStateAt,
  targetStatesOf,
  targetsOf,
} from "@common/practice/engine";
import type { ScenarioError } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import type { Db } from "../db/client";
import { practiceActions, practiceAttempts } from "../db/schema/index";
import { ownedAttempt, type OwnedAttempt } from "./owned-attempt";
import { clockMs } from "./session-clock";
import { outcomeText, type ActionOutcome } from "./action-outcome";
import { scenarioById, scenarioForLesson } from "./scenarios";
import { ownedBy } from "../policy/owned-by";

/**
 * Starts an attempt at the lesson's scenario (or the course's, or `scenarioId` to practise the
 * same one again); null when there is none. The patient's seed is drawn here, and the mode is
 * coached for the learner's first attempts at the scenario (its `coach.firstAttempts`), assessed after.
 */
export async function startAttempt(
  db: Db,
  input: { userId: string; courseId: string; lessonId?: string | null; scenarioId?: string },
) {
  const scenario = input.scenarioId
    ? await scenarioById(db, input.courseId, input.scenarioId)
    : await scenarioForLesson(db, input.courseId, input.lessonId ?? null);
  if (!scenario) return null;
  const earlier = await attemptsAt(db, input.userId, scenario.id);
  const mode = earlier < scenario.definition.coach.firstAttempts ? "coached" : "assessed";
  const [row] = await db
    .insert(practiceAttempts)
    .values({ userId: input.userId, scenarioId: scenario.id, seed: randomSeed(), mode })
    .returning({ id: practiceAttempts.id });
  return row!.id;
}

const randomSeed = () => randomInt(0, 2 ** 31 - 1);

async function attemptsAt(db: Db, userId: string, scenarioId: string) {
  const [row] = await db
    .select({ count: count() })
    .from(practiceAttempts)
    .where(
      and(ownedBy(practiceAttempts.userId, userId), eq(practiceAttempts.scenarioId, scenarioId)),
    );
  return row?.count ?? 0;
}

/**
 * What a view needs at `atMs` of scenario time: the actions the engine offers, how far each
 * object has got, the objects the scenario uses, and the patient's monitor when there is one.
 */
export function sessionView(
  attempt: Pick<OwnedAttempt, "definition" | "log" | "seed">,
  atMs: number,
) {
  const { definition, seed, log } = attempt;
  const { state, patient } = sessionStateAt(definition, seed, log, atMs);
  return {
    actions: availableActions(definition, state),
    targetStates: targetStatesOf(definition, state),
    targets: targetsOf(definition),
    monitor: patient?.monitorAt(atMs / 1000) ?? null,
  };
}

export type RecordResult =
  | { kind: "not-found" }
  | { kind: "finished" }
  | { kind: "unavailable" }
  | { kind: "recorded"; outcome: string; view: ReturnType<typeof sessionView> }
  | { kind: "stopped"; errors: ScenarioError[]; view: ReturnType<typeof sessionView> };

/**
 * Records one action of the owner's unfinished attempt, if the scenario offers it in the
 * session's present state; the log is the only record (the score is derived from it later).
 * In coach mode an action that would make one of the scenario's errors is stopped instead
 * (docs/product/practice.md#tutor): logged as stopped with those errors, not done, so the state
 * and the patient do not change. In assessed mode nothing is stopped.
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
    const offsetMs = clockMs(attempt, input.now ?? new Date());
    const { state } = sessionStateAt(attempt.definition, attempt.seed, attempt.log, offsetMs);
    const action = attempt.definition.actions.find((candidate) => candidate.id === input.actionId);
    if (!action || !isAvailable(action, state)) return { kind: "unavailable" };

    const errors = errorsMade(attempt.definition, state, action.id);
    const stopped = attempt.mode === "coached" && errors.length > 0;
    const outcome: ActionOutcome = {
      errorIds: errors.map((error) => error.id),
      ...(stopped ? { kind: "stopped" as const } : {}),
    };
    const step = attempt.log.length + 1;
    await tx.insert(practiceActions).values({
      attemptId: attempt.id,
      userId: input.userId,
      step,
      actionId: action.id,
      outcome: outcomeText(outcome),
      offsetMs,
    });
    if (stopped) return { kind: "stopped", errors, view: sessionView(attempt, offsetMs) };
    const log = [
      ...attempt.log,
      { step, actionId: action.id, kind: "action" as const, outcome, offsetMs },
    ];
    return {
      kind: "recorded",
      outcome: action.outcome,
      view: sessionView({ ...attempt, log }, offsetMs),
    };
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
    const result = scoreAttempt(
      attempt.definition,
      attempt.log,
      clockMs(attempt, now),
      attempt.seed,
    );
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
