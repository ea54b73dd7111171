import { sql, type SQL } from "drizzle-orm";

// The validity rule lives in common/ so the learning side and the browser read it too.
export {
  expiringWithinDays,
  validityAt,
  type CompletionValidity,
} from "@common/learning/completion-validity";

/**
 * When a completion expires (docs/product/institutions.md#renewal): its time (completion-time.ts:
 * when the evidence of completion was complete, certificate or not) plus the validity the
 * assignment carries. Where several of the learner's cohorts assign the course,
 * the shortest validity holds. Null when no assignment carries one: it does not expire.
 * The columns come from the caller's query; the subquery reads cohort_members by user and
 * cohort_courses by cohort (both indexed).
 */
export function completionExpiresAtSql(parts: {
  userId: SQL | unknown;
  courseId: SQL | unknown;
  completedAt: SQL | unknown;
  institutionId: SQL | unknown;
}): SQL<Date | null> {
  return sql<Date | null>`(select ${parts.completedAt} + make_interval(months => min(cc.validity_months))
    from cohort_members cm join cohort_courses cc on cc.cohort_id = cm.cohort_id
    where cm.user_id = ${parts.userId} and cm.institution_id = ${parts.institutionId}
      and cc.course_id = ${parts.courseId} and cc.validity_months is not null)`;
}

/** The same for one cohort's own assignment: its table and export use its validity. */
export function cohortCompletionExpiresAtSql(parts: {
  validityMonths: SQL | unknown;
  completedAt: SQL | unknown;
}): SQL<Date | null> {
  return sql<Date | null>`(case when ${parts.validityMonths} is null or ${parts.completedAt} is null then null
    else ${parts.completedAt} + make_interval(months => ${parts.validityMonths}) end)`;
}
