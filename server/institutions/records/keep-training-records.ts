import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { learnerCompletedAtSql } from "../../learning/evidence/completion-time";
import { cohortCompletionExpiresAtSql } from "../completion-expiry";

export type SeatEnding = {
  institutionId: string;
  userId: string;
  /** "left": the learner deleted their account; "removed": a manager or the directory ended the seat. */
  status: "left" | "removed";
  now?: Date;
};

/**
 * Writes the compliance records the institution keeps when a learner's seat ends
 * (docs/product/institutions.md#training-records): one per course that their cohorts assigned or
 * that they completed among the institution's courses, with what an inspector asks for (name,
 * work email, staff and registration numbers, completion, score, certificate number, expiry) and
 * the date the retention period ends. Call it in the transaction that ends the seat, before the
 * seat (and its cohort memberships) go. One statement; returns how many records were written.
 */
export async function keepTrainingRecords(tx: DbOrTx, ending: SeatEnding): Promise<number> {
  const { institutionId, userId, status } = ending;
  const now = (ending.now ?? new Date()).toISOString();
  const result = await tx.execute(sql`
    with seat as (
      select s.institution_id, s.user_id, s.staff_number, a.retention_years,
        coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name) as learner_name,
        u.email, p.reg_no,
        coalesce((select array_agg(cm.cohort_id order by cm.cohort_id) from cohort_members cm
          where cm.institution_id = s.institution_id and cm.user_id = s.user_id), '{}') as cohort_ids
      from institution_seats s
      join institution_accounts a on a.id = s.institution_id
      join users u on u.id = s.user_id
      left join profiles p on p.user_id = s.user_id
      where s.institution_id = ${institutionId} and s.user_id = ${userId}
    ),
    seat_courses as (
      select cc.course_id, min(cc.validity_months) as validity_months
      from cohort_members cm join cohort_courses cc on cc.cohort_id = cm.cohort_id
      where cm.institution_id = ${institutionId} and cm.user_id = ${userId}
      group by cc.course_id
      union
      select c.course_id, null from certificates c
      join institution_courses ic on ic.course_id = c.course_id and ic.institution_id = ${institutionId}
      where c.user_id = ${userId}
      union
      select ic.course_id, null from institution_courses ic
      where ic.institution_id = ${institutionId}
        and ${learnerCompletedAtSql(userId, sql`ic.course_id`)} is not null
    ),
    per_course as (
      select course_id, min(validity_months) as validity_months from seat_courses group by course_id
    ),
    completed as (
      -- The completion (certificate or not); a certificate awarded stays on record as one even
      -- where the course has changed since.
      select pc.course_id, pc.validity_months,
        coalesce(${learnerCompletedAtSql(userId, sql`pc.course_id`)}, cert.awarded_at) as completed_at
      from per_course pc
      left join certificates cert on cert.user_id = ${userId} and cert.course_id = pc.course_id
    )
    insert into training_records (institution_id, user_id, learner_name, email, staff_number,
      registration_number, course_id, course_title, cohort_ids, completed_at, score,
      certificate_number, expires_at, status, ended_at, erase_after)
    select seat.institution_id, seat.user_id, seat.learner_name, seat.email, seat.staff_number,
      seat.reg_no, co.id, co.title, seat.cohort_ids, pc.completed_at,
      case when pc.completed_at is not null then coalesce(cert.score, ls.best_score) end, cert.number,
      ${cohortCompletionExpiresAtSql({
        validityMonths: sql`pc.validity_months`,
        completedAt: sql`pc.completed_at`,
      })},
      ${status}, ${now}::timestamptz,
      (${now}::timestamptz + make_interval(years => seat.retention_years))::date
    from seat
    cross join completed pc
    join courses co on co.id = pc.course_id
    left join certificates cert on cert.user_id = seat.user_id and cert.course_id = pc.course_id
    left join learner_course_standing ls on ls.user_id = seat.user_id and ls.course_id = pc.course_id
    returning id
  `);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
