import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expiringWithinDays } from "@common/learning/completion-validity";
import { learnerCompletedAtSql } from "../evidence/completion-time";

/**
 * Renews the viewer's completion of a course once it is expiring or expired
 * (docs/product/institutions.md#renewal, decision 0060), certificate or not: `course_renewals`
 * keeps the completion (its certificate's number, award date and score when the learner holds
 * one for it; else its time and the best score), and its `opened_at` makes the course's evidence
 * count again from now (assessment results and practice sessions before it no longer count), and
 * any open assessment draw goes, so the next attempt draws afresh. A certificate stays until the
 * new completion re-issues it. Scoped to the viewer in the SQL: a course they hold no renewable
 * completion of, or one already being renewed, renews nothing (null: the caller answers 404).
 */
export async function renewCourse(db: Db, userId: string, courseSlug: string) {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      insert into course_renewals (user_id, course_id, previous_certificate_number,
        previous_awarded_at, previous_score)
      select s.user_id, s.course_id, c.number, coalesce(c.awarded_at, x.completed_at),
        coalesce(c.score, s.best_score)
      from learner_course_standing s
      join courses co on co.id = s.course_id
      cross join lateral (select ${learnerCompletedAtSql(userId, sql`co.id`)} as completed_at) x
      -- The certificate of this completion: one no earlier renewal has superseded.
      left join certificates c on c.user_id = s.user_id and c.course_id = s.course_id
        and not exists (select 1 from course_renewals rn
          where rn.user_id = c.user_id and rn.course_id = c.course_id
            and rn.opened_at > c.awarded_at)
      where s.user_id = ${userId} and co.slug = ${courseSlug}
        and x.completed_at + make_interval(months => (
          select min(cc.validity_months) from cohort_members cm
          join cohort_courses cc on cc.cohort_id = cm.cohort_id
          where cm.user_id = s.user_id and cc.course_id = s.course_id))
          <= now() + make_interval(days => ${expiringWithinDays})
        and not exists (select 1 from course_renewals rn
          where rn.user_id = s.user_id and rn.course_id = s.course_id
            and rn.opened_at > x.completed_at)
      returning course_id::text as course_id`)) as unknown as { rows: { course_id: string }[] };
    const renewed = result.rows[0];
    if (!renewed) return null;
    await tx.execute(sql`
      delete from assessment_draws where user_id = ${userId} and course_id = ${renewed.course_id}`);
    return { courseId: renewed.course_id };
  });
}
