import { sql } from "drizzle-orm";
import {
  assessmentResults,
  lessonEngagement,
  practiceAttempts,
  practiceScenarios,
} from "../../db/schema/index";
import { outerCourseId } from "../course-ref";
import { sinceLatestRenewal } from "./renewal-cutoff";

const passedResults = (userId: string) => sql`
  from ${assessmentResults} r
  where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed
    and ${sinceLatestRenewal(userId, outerCourseId, sql`r.created_at`)}
  order by r.score desc, r.created_at asc limit 1`;

const passedSessions = (userId: string) => sql`
  from ${practiceAttempts} pa join ${practiceScenarios} ps on ps.id = pa.scenario_id
  where pa.user_id = ${userId} and ps.course_id = ${outerCourseId} and pa.passed
    and pa.mode = 'assessed' and ${sinceLatestRenewal(userId, outerCourseId, sql`pa.started_at`)}
  order by pa.score desc, pa.finished_at asc limit 1`;

/**
 * What a certificate and the learning record state of the viewer's evidence for each course of
 * a `courses` query (docs/product/learning.md#evidence-of-completion): the best passing
 * assessment and practice scores with when each was first reached, and the study time measured
 * on the server (video watched, reading, practice sessions), in seconds.
 */
export function evidenceMeasures(userId: string) {
  return {
    bestScore: sql<number | null>`(select r.score ${passedResults(userId)})`,
    assessedAt: sql<string | null>`(select r.created_at ${passedResults(userId)})`,
    practiceScore: sql<number | null>`(select pa.score ${passedSessions(userId)})`,
    practisedAt: sql<string | null>`(select pa.finished_at ${passedSessions(userId)})`,
    activeSeconds: sql<number>`((
      select coalesce(sum(le.watched_seconds + le.reading_seconds), 0) from ${lessonEngagement} le
      where le.user_id = ${userId} and le.course_id = ${outerCourseId}
    ) + (
      select coalesce(sum(pa.duration_seconds), 0)
      from ${practiceAttempts} pa join ${practiceScenarios} ps on ps.id = pa.scenario_id
      where pa.user_id = ${userId} and ps.course_id = ${outerCourseId}
        and pa.finished_at is not null
    ))::int`,
  };
}
