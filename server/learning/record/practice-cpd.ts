import { and, eq, isNotNull, sql } from "drizzle-orm";
import { formatSeconds } from "@common/practice/format-seconds";
import type { Db } from "../../db/client";
import { practiceAttempts, practiceScenarios } from "../../db/schema/index";

/** What the learning record calls a practice session: the learner's own simulation practice. */
export const practiceActivityType = "Simulation or skills training";

/**
 * The learner's practice as CPD (docs/product/practice.md#practice-history): one entry per scenario and UK day, with the time
 * practised on the session's clock and the sessions' scores. One grouped statement over the
 * learner's finished attempts.
 */
export async function listPracticeEntries(db: Db, userId: string) {
  const day = sql<string>`((${practiceAttempts.finishedAt} at time zone 'Europe/London')::date)::text`;
  const rows = await db
    .select({
      scenarioId: practiceScenarios.id,
      title: practiceScenarios.title,
      day,
      sessions: sql<number>`count(*)::int`,
      seconds: sql<number>`coalesce(sum(${practiceAttempts.durationSeconds}), 0)::int`,
      best: sql<number>`max(${practiceAttempts.score})::int`,
    })
    .from(practiceAttempts)
    .innerJoin(practiceScenarios, eq(practiceScenarios.id, practiceAttempts.scenarioId))
    .where(and(eq(practiceAttempts.userId, userId), isNotNull(practiceAttempts.finishedAt)))
    .groupBy(practiceScenarios.id, practiceScenarios.title, day);
  return rows.map((row) => ({
    id: `${row.scenarioId}-${row.day}`,
    date: row.day,
    title: `Practice session: ${row.title}`,
    minutes: Math.round(row.seconds / 60),
    achievement: `${row.sessions} ${row.sessions === 1 ? "session" : "sessions"} (${formatSeconds(row.seconds)} practised); best score ${row.best} out of 100`,
  }));
}
