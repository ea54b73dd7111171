import { and, asc, eq } from "drizzle-orm";
import type { LoggedAction } from "@common/practice/engine";
import type { DbOrTx } from "../db/client";
import { courses, practiceActions, practiceAttempts, practiceScenarios } from "../db/schema/index";
import { ownedBy } from "../policy/owned-by";
import { parseDefinition } from "./scenarios";
import { parseOutcome } from "./action-outcome";
import { isUuid } from "@common/uuid";

/**
 * An attempt of the signed-in user's, with its scenario and log, or null: the owner is a
 * condition of the SQL, so another person's attempt is indistinguishable from a missing one.
 * `lock` holds the attempt's row until the transaction ends, so two actions sent at once are
 * recorded one after the other.
 */
export async function ownedAttempt(
  db: DbOrTx,
  userId: string,
  attemptId: string,
  options: { lock?: boolean } = {},
) {
  if (!isUuid(attemptId)) return null;
  const query = db
    .select({
      id: practiceAttempts.id,
      startedAt: practiceAttempts.startedAt,
      seed: practiceAttempts.seed,
      mode: practiceAttempts.mode,
      finishedAt: practiceAttempts.finishedAt,
      score: practiceAttempts.score,
      passed: practiceAttempts.passed,
      durationSeconds: practiceAttempts.durationSeconds,
      scenarioId: practiceScenarios.id,
      scenarioTitle: practiceScenarios.title,
      definition: practiceScenarios.definition,
      courseId: courses.id,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      courseRequiredTier: courses.requiredTier,
    })
    .from(practiceAttempts)
    .innerJoin(practiceScenarios, eq(practiceScenarios.id, practiceAttempts.scenarioId))
    .innerJoin(courses, eq(courses.id, practiceScenarios.courseId))
    .where(and(eq(practiceAttempts.id, attemptId), ownedBy(practiceAttempts.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: practiceAttempts }) : await query;
  if (!row) return null;
  const log = await db
    .select({
      step: practiceActions.step,
      actionId: practiceActions.actionId,
      outcome: practiceActions.outcome,
      offsetMs: practiceActions.offsetMs,
    })
    .from(practiceActions)
    .where(and(eq(practiceActions.attemptId, attemptId), eq(practiceActions.userId, userId)))
    .orderBy(asc(practiceActions.step));
  const { definition, ...attempt } = row;
  return {
    ...attempt,
    definition: parseDefinition(definition),
    log: log.map((entry) => {
      const outcome = parseOutcome(entry.outcome);
      return { ...entry, kind: outcome.kind ?? ("action" as const), outcome };
    }) satisfies LoggedAction[],
  };
}

export type OwnedAttempt = NonNullable<Awaited<ReturnType<typeof ownedAttempt>>>;

/** The course of an attempt of the user's, as the course gate reads it; null as ownedAttempt. */
export async function ownedAttemptCourse(db: DbOrTx, userId: string, attemptId: string) {
  if (!isUuid(attemptId)) return null;
  const [row] = await db
    .select({ id: courses.id, requiredTier: courses.requiredTier })
    .from(practiceAttempts)
    .innerJoin(practiceScenarios, eq(practiceScenarios.id, practiceAttempts.scenarioId))
    .innerJoin(courses, eq(courses.id, practiceScenarios.courseId))
    .where(and(eq(practiceAttempts.id, attemptId), ownedBy(practiceAttempts.userId, userId)));
  return row ?? null;
}
