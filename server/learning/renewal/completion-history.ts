import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { learnerCompletedAtSql } from "../evidence/completion-time";

type EarlierCompletion = {
  certificateNumber: string | null;
  awardedAt: string | null;
  score: number | null;
  renewedAt: string;
};

/**
 * The learner's completions that expire or were renewed (docs/product/institutions.md#renewal),
 * certificate or not: each with its certificate if any, its expiry, any renewal under way, and
 * the earlier completions kept when they renewed. One statement; their own rows only.
 */
export async function listCompletionHistory(db: Db, userId: string) {
  const completedAt = learnerCompletedAtSql(userId, sql`co.id`);
  const result = (await db.execute(sql`
    select co.slug, co.title, c.number, c.awarded_at as "awardedAt", x.completed_at as "completedAt",
      x.completed_at + make_interval(months => (
        select min(cc.validity_months) from cohort_members cm
        join cohort_courses cc on cc.cohort_id = cm.cohort_id
        where cm.user_id = ${userId} and cc.course_id = co.id)) as "completionExpiresAt",
      (select max(rn.opened_at) from course_renewals rn
        where rn.user_id = ${userId} and rn.course_id = co.id
          and rn.opened_at > x.completed_at) as "renewalOpenedAt",
      coalesce((select json_agg(json_build_object(
          'certificateNumber', rn.previous_certificate_number,
          'awardedAt', rn.previous_awarded_at, 'score', rn.previous_score,
          'renewedAt', rn.opened_at) order by rn.opened_at desc)
        from course_renewals rn where rn.user_id = ${userId} and rn.course_id = co.id),
        '[]'::json) as earlier
    from courses co
    left join certificates c on c.user_id = ${userId} and c.course_id = co.id
    cross join lateral (select ${completedAt} as completed_at) x
    where c.number is not null or x.completed_at is not null
      or exists (select 1 from course_renewals rn
        where rn.user_id = ${userId} and rn.course_id = co.id)
    order by co.title`)) as unknown as {
    rows: {
      slug: string;
      title: string;
      number: string | null;
      awardedAt: string | Date | null;
      completedAt: string | Date | null;
      completionExpiresAt: string | Date | null;
      renewalOpenedAt: string | Date | null;
      earlier: EarlierCompletion[];
    }[];
  };
  return result.rows;
}
