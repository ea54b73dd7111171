import { sql, type SQL } from "drizzle-orm";
import { courseRenewals } from "../../db/schema/index";

/**
 * True when `at` comes after the learner's latest renewal of the course, or there is none
 * (docs/product/institutions.md#renewal, decision 0060): a renewal reopens the course's
 * evidence, so assessment results and practice sessions from before it no longer count.
 */
export function sinceLatestRenewal(userId: SQL | string, courseId: SQL, at: SQL) {
  return sql`not exists (select 1 from ${courseRenewals} rn
    where rn.user_id = ${userId} and rn.course_id = ${courseId} and rn.opened_at > ${at})`;
}
