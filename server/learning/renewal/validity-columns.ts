import { sql } from "drizzle-orm";
import { certificates, cohortCourses, cohortMembers, courseRenewals } from "../../db/schema/index";
import { outerCourseId } from "../course-ref";

/**
 * The viewer's completion validity for each course of a `courses` query, as subqueries of the
 * same statement (docs/product/institutions.md#renewal): when the certificate expires (its award
 * plus the shortest validity any of their cohorts gives the course; null: it does not expire),
 * and when a renewal under way was opened (one opened after the certificate's award).
 */
export function validityColumns(userId: string) {
  return {
    completionExpiresAt: sql<string | null>`(
      select c.awarded_at + make_interval(months => (
        select min(cc.validity_months) from ${cohortMembers} cm
        join ${cohortCourses} cc on cc.cohort_id = cm.cohort_id
        where cm.user_id = ${userId} and cc.course_id = ${outerCourseId}))
      from ${certificates} c where c.user_id = ${userId} and c.course_id = ${outerCourseId})`,
    renewalOpenedAt: sql<string | null>`(
      select max(rn.opened_at) from ${courseRenewals} rn
      join ${certificates} c on c.user_id = rn.user_id and c.course_id = rn.course_id
      where rn.user_id = ${userId} and rn.course_id = ${outerCourseId}
        and rn.opened_at > c.awarded_at)`,
  };
}
