import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

type EarlierCompletion = {
  certificateNumber: string | null;
  awardedAt: string | null;
  score: number | null;
  renewedAt: string;
};

/**
 * The learner's certificates that expire or were renewed (docs/product/institutions.md#renewal):
 * each with its expiry, any renewal under way, and the earlier completions kept when they
 * renewed. One statement; their own rows only.
 */
export async function listCertificateHistory(db: Db, userId: string) {
  const result = (await db.execute(sql`
    select co.slug, co.title, c.number, c.awarded_at as "awardedAt",
      c.awarded_at + make_interval(months => (
        select min(cc.validity_months) from cohort_members cm
        join cohort_courses cc on cc.cohort_id = cm.cohort_id
        where cm.user_id = c.user_id and cc.course_id = c.course_id)) as "completionExpiresAt",
      (select max(rn.opened_at) from course_renewals rn
        where rn.user_id = c.user_id and rn.course_id = c.course_id
          and rn.opened_at > c.awarded_at) as "renewalOpenedAt",
      coalesce((select json_agg(json_build_object(
          'certificateNumber', rn.previous_certificate_number,
          'awardedAt', rn.previous_awarded_at, 'score', rn.previous_score,
          'renewedAt', rn.opened_at) order by rn.opened_at desc)
        from course_renewals rn where rn.user_id = c.user_id and rn.course_id = c.course_id),
        '[]'::json) as earlier
    from certificates c join courses co on co.id = c.course_id
    where c.user_id = ${userId}
    order by co.title`)) as unknown as {
    rows: {
      slug: string;
      title: string;
      number: string;
      awardedAt: string | Date;
      completionExpiresAt: string | Date | null;
      renewalOpenedAt: string | Date | null;
      earlier: EarlierCompletion[];
    }[];
  };
  return result.rows;
}
