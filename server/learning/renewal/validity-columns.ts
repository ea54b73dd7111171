import { sql } from "drizzle-orm";
import { cohortCourses, cohortMembers, courseRenewals } from "../../db/schema/index";
import { outerCourseId } from "../course-ref";
import { learnerCompletedAtSql } from "../evidence/completion-time";

/**
 * The viewer's completion validity for each course of a `courses` query, as subqueries of the
 * same statement (docs/product/institutions.md#renewal): when their completion expires (its time,
 * certificate or not, plus the shortest validity any of their cohorts gives the course; null: it
 * does not expire), and when a renewal under way was opened (one opened after the completion).
 */
export function validityColumns(userId: string) {
  const completedAt = learnerCompletedAtSql(userId, outerCourseId);
  return {
    completionExpiresAt: sql<string | null>`(
      select ${completedAt} + make_interval(months => min(cc.validity_months))
      from ${cohortMembers} cm join ${cohortCourses} cc on cc.cohort_id = cm.cohort_id
      where cm.user_id = ${userId} and cc.course_id = ${outerCourseId})`,
    renewalOpenedAt: sql<string | null>`(
      select max(rn.opened_at) from ${courseRenewals} rn
      where rn.user_id = ${userId} and rn.course_id = ${outerCourseId}
        and rn.opened_at > ${completedAt})`,
  };
}
