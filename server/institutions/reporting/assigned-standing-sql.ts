import { sql } from "drizzle-orm";
import { evidenceCompleteOf, evidenceCtes } from "../../learning/evidence/evidence-ctes";
import { completedAtSql } from "../../learning/evidence/completion-time";
import { completionExpiresAtSql, expiringWithinDays } from "../completion-expiry";

/** A learner's standing in an assigned course, as the overview and the monthly report name it. */
export type AssignedStatus = "completed" | "expiring" | "expired" | "in-progress" | "not-started";

/**
 * CTEs for one statement (docs/product/institutions.md#reporting): `pairs`, each learner of the
 * institution's cohorts with each course those cohorts assign (the earliest due date among
 * them), then `standing` with, per pair, `done` (the evidence of completion's one rule), the
 * certificate, `completed_at` (completion-time.ts: when the evidence was complete, or, while a
 * renewal is under way, the completion it renews; certificate or not), `expires_at`
 * (completion-expiry.ts), `status` and `overdue` (due date passed and not completed) at `now`.
 * Set-based: the same number of statements for 20 learners or 2,000.
 */
export function assignedStandingSql(institutionId: string, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone 'Europe/London')::date`;
  const completedAt = completedAtSql({
    done: sql`j.done`,
    evidenceAt: sql`j.evidence_at`,
    userId: sql`j.user_id`,
    courseId: sql`j.course_id`,
  });
  return sql`
    pairs as (
      select cm.user_id, cc.course_id, min(co.due_date) as due_date
      from cohort_members cm
      join cohorts co on co.id = cm.cohort_id and co.institution_id = ${institutionId}
      join cohort_courses cc on cc.cohort_id = cm.cohort_id
      where cm.institution_id = ${institutionId}
      group by cm.user_id, cc.course_id
    ),
    ${evidenceCtes(sql`select user_id from pairs`, sql`select course_id from pairs`)},
    judged as (
      select p.user_id, p.course_id, p.due_date,
        ${evidenceCompleteOf("ec", "el")} as done,
        el.user_id is not null as started, el.evidence_at,
        cert.number as certificate_number, cert.score
      from pairs p
      join evidence_courses ec on ec.course_id = p.course_id
      left join evidence_learners el on el.user_id = p.user_id and el.course_id = p.course_id
      left join certificates cert on cert.user_id = p.user_id and cert.course_id = p.course_id
    ),
    -- Materialised: each pair's expiry subquery runs once, not once per use of expires_at.
    dated as materialized (
      select j.*, x.completed_at,
        -- Only a completion expires: pairs without one skip the lookup.
        case when x.completed_at is null then null else ${completionExpiresAtSql({
          userId: sql`j.user_id`,
          courseId: sql`j.course_id`,
          completedAt: sql`x.completed_at`,
          institutionId,
        })} end as expires_at
      from judged j
      cross join lateral (select case when j.started then ${completedAt} end as completed_at) x
    ),
    standing as (
      select d.*,
        case
          when d.expires_at is not null and d.expires_at <= ${at} then 'expired'
          when d.expires_at is not null
            and d.expires_at <= ${at} + make_interval(days => ${expiringWithinDays}) then 'expiring'
          when d.completed_at is not null then 'completed'
          when d.started then 'in-progress'
          else 'not-started'
        end as status,
        (d.due_date is not null and d.due_date < ${today} and d.completed_at is null) as overdue
      from dated d
    )`;
}
