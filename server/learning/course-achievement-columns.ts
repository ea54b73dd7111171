import { sql } from "drizzle-orm";
import { assessmentResults, assessments, certificates } from "../db/schema/index";
import { outerCourseId } from "./course-ref";
import { sinceLatestRenewal } from "./evidence/renewal-cutoff";

/**
 * The viewer's assessment state and certificate for each course of a `courses` query, as
 * subqueries of the same statement (docs/product/learning.md#assessment, #certificates).
 */
export function courseAchievementColumns(userId: string) {
  return {
    hasAssessment: sql<boolean>`exists (
      select 1 from ${assessments} a where a.course_id = ${outerCourseId})`,
    lastScore: sql<number | null>`(
      select r.score from ${assessmentResults} r
      where r.user_id = ${userId} and r.course_id = ${outerCourseId}
      order by r.created_at desc limit 1)`,
    passed: sql<boolean>`exists (
      select 1 from ${assessmentResults} r
      where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed
        and ${sinceLatestRenewal(userId, outerCourseId, sql`r.created_at`)})`,
    // While a renewal is under way the certificate is not offered as earned: the course is open
    // again until the new completion re-issues it (decision 0060).
    certificateNumber: sql<string | null>`(
      select c.number from ${certificates} c
      where c.user_id = ${userId} and c.course_id = ${outerCourseId}
        and ${sinceLatestRenewal(userId, outerCourseId, sql`c.awarded_at`)})`,
  };
}
