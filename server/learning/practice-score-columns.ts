import { sql } from "drizzle-orm";
import { practiceAttempts, practiceScenarios } from "../db/schema/index";
import { outerCourseId } from "./course-ref";

const finishedOf = (userId: string) => sql`
  from ${practiceAttempts} pa
  join ${practiceScenarios} ps on ps.id = pa.scenario_id
  where pa.user_id = ${userId} and ps.course_id = ${outerCourseId} and pa.finished_at is not null`;

/**
 * The viewer's best and last practice score for each course of a `courses` query (docs/product/practice.md#practice-history), as
 * subqueries of the same statement, each reading the viewer's own attempts through their index.
 */
export function practiceScoreColumns(userId: string) {
  return {
    practiceBest: sql<number | null>`(select max(pa.score) ${finishedOf(userId)})`,
    practiceLast: sql<number | null>`(
      select pa.score ${finishedOf(userId)} order by pa.started_at desc limit 1)`,
  };
}
