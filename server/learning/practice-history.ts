import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { practiceAttempts, practiceScenarios } from "../db/schema/index";

/** How many attempts the VR tab lists; the best score counts them all. */
const listed = 5;

type ListedAttempt = {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  durationSeconds: number | null;
};

/**
 * The viewer's practice on a course for the VR tab (docs/product/practice.md#practice-history): best and last score, how many
 * sessions were finished, and the latest attempts. One statement (the lesson player's query
 * budget), each subquery reading the viewer's own attempts through their index. Null when the
 * course has no scenario.
 */
export async function practiceHistory(db: Db, userId: string, courseId: string) {
  const mine = sql`from ${practiceAttempts} pa
    where pa.user_id = ${userId} and pa.scenario_id = ${practiceScenarios.id}`;
  const [row] = await db
    .select({
      scenarioTitle: practiceScenarios.title,
      best: sql<number | null>`(select max(pa.score) ${mine})`,
      finished: sql<number>`(select count(pa.finished_at)::int ${mine})`,
      last: sql<number | null>`(
        select pa.score ${mine} and pa.finished_at is not null
        order by pa.started_at desc limit 1)`,
      attempts: sql<ListedAttempt[]>`(
        select coalesce(json_agg(latest order by latest."startedAt" desc), '[]'::json) from (
          select pa.id, pa.started_at as "startedAt", pa.finished_at as "finishedAt",
            pa.score, pa.duration_seconds as "durationSeconds"
          ${mine} order by pa.started_at desc limit ${listed}) latest)`,
    })
    .from(practiceScenarios)
    .where(eq(practiceScenarios.courseId, courseId))
    .orderBy(asc(practiceScenarios.key))
    .limit(1);
  if (!row) return null;
  // PostgreSQL returns json as text on some drivers, parsed on others.
  const attempts = typeof row.attempts === "string" ? JSON.parse(row.attempts) : row.attempts;
  return { ...row, attempts: attempts as ListedAttempt[] };
}

export type PracticeHistory = NonNullable<Awaited<ReturnType<typeof practiceHistory>>>;
