import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { completionExpiresAtSql, expiringWithinDays } from "../institutions/completion-expiry";
import { evidenceCompleteOf, evidenceCtes } from "../learning/evidence/evidence-ctes";
import type { DueKind } from "./learner-reminder-emails";
import {
  claimedRows,
  dateParam,
  firstNameOf,
  isoWeekOf,
  liveInstitutions,
  rowsOf,
} from "./reminder-sql";

export type ClaimedDue = {
  kind: DueKind;
  user_id: string;
  email: string;
  first_name: string;
  institution_id: string;
  institution_name: string;
  cohort_id: string;
  cohort_name: string;
  due_date: string;
  days_left: number;
  course_title: string;
  course_slug: string;
};

/**
 * Every learner's due and overdue reminders of the day, claimed in the ledger, in one statement
 * whatever the number of learners. A learner is reminded of each course their cohort assigns
 * with a due date and that they have not completed, by the faculty dashboard's own rule
 * (evidence of completion: docs/product/learning.md#evidence-of-completion): *due in 14 days*
 * from 14 days before the due date, *due in 3 days* from 3 days before, and *overdue* once a
 * week (the key carries the ISO week) from the day after. A run missed by a day still sends;
 * a changed due date is a new occasion (the key carries it).
 */
export async function claimDueReminders(db: DbOrTx, today: string) {
  const day = dateParam(today);
  return rowsOf<ClaimedDue>(
    db,
    claimedRows(
      sql`${liveInstitutions(day)},
      assigned as (
        select co.id as cohort_id, co.name as cohort_name, co.due_date, live.id as institution_id,
          live.name as institution_name, cc.course_id, cm.user_id,
          (co.due_date - ${day})::int as days_left
        from live
        join cohorts co on co.institution_id = live.id
        join cohort_courses cc on cc.cohort_id = co.id
        join cohort_members cm on cm.cohort_id = co.id and cm.institution_id = live.id
        where co.due_date is not null and co.due_date <= ${day} + 14
      ),
      ${evidenceCtes(sql`select user_id from assigned`, sql`select course_id from assigned`)},
      pending as (
        select a.*,
          case when a.days_left < 0 then 'overdue' when a.days_left <= 3 then 'due-3'
            else 'due-14' end as kind
        from assigned a
        join evidence_courses ec on ec.course_id = a.course_id
        left join evidence_learners el on el.user_id = a.user_id and el.course_id = a.course_id
        where not (${evidenceCompleteOf("ec", "el")})
      )`,
      sql`select p.*,
          p.kind || ':' || p.cohort_id || ':' || p.course_id || ':' || p.user_id || ':'
            || p.due_date::text
            || case when p.kind = 'overdue' then ':' || ${isoWeekOf(day)} else '' end as key
        from pending p`,
      sql`select c.kind, c.user_id, u.email, ${firstNameOf("u", "pr")} as first_name,
          c.institution_id, c.institution_name, c.cohort_id, c.cohort_name,
          c.due_date::text as due_date, c.days_left, co.title as course_title, co.slug as course_slug
        from claimed c
        join users u on u.id = c.user_id
        left join profiles pr on pr.user_id = u.id
        join courses co on co.id = c.course_id
        order by c.user_id, c.cohort_id, c.kind, co.title`,
    ),
  );
}

export type ClaimedExpiry = {
  user_id: string;
  email: string;
  first_name: string;
  institution_id: string;
  institution_name: string;
  course_title: string;
  course_slug: string;
  expires_on: string;
};

/**
 * Every seat holder's *certification expires in 30 days* reminder of the day, claimed, in one
 * statement: a completion (completion-time.ts: when the evidence was complete, certificate or
 * not) of a course their cohorts assign with a validity period (institutions/completion-expiry.ts)
 * that expires within 30 days and whose evidence has not been reopened by a renewal since. Once
 * per expiry date (the key carries it): a renewal's new completion is a new one.
 */
export async function claimExpiryReminders(db: DbOrTx, today: string, now: Date) {
  const day = dateParam(today);
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ClaimedExpiry>(
    db,
    claimedRows(
      sql`${liveInstitutions(day)},
      valid_for as (
        select distinct s.user_id, live.id as institution_id, live.name as institution_name,
          cc.course_id
        from live
        join institution_seats s on s.institution_id = live.id
        join cohort_members cm on cm.user_id = s.user_id and cm.institution_id = live.id
        join cohort_courses cc on cc.cohort_id = cm.cohort_id and cc.validity_months is not null
      ),
      ${evidenceCtes(sql`select user_id from valid_for`, sql`select course_id from valid_for`)},
      held as (
        select v.*, el.evidence_at as completed_at
        from valid_for v
        join evidence_courses ec on ec.course_id = v.course_id
        join evidence_learners el on el.user_id = v.user_id and el.course_id = v.course_id
        where ${evidenceCompleteOf("ec", "el")}
      ),
      expiring as (
        select h.*, ${completionExpiresAtSql({
          userId: sql`h.user_id`,
          courseId: sql`h.course_id`,
          completedAt: sql`h.completed_at`,
          institutionId: sql`h.institution_id`,
        })} as expires_at
        from held h
      ),
      due as (
        select e.*, ((e.expires_at at time zone 'Europe/London')::date)::text as expires_on
        from expiring e
        where e.expires_at > ${at}
          and e.expires_at <= ${at} + make_interval(days => ${expiringWithinDays}::int)
      )`,
      sql`select d.*,
          'expiry-30:' || d.user_id || ':' || d.course_id || ':' || d.expires_on as key
        from due d`,
      sql`select c.user_id, u.email, ${firstNameOf("u", "pr")} as first_name, c.institution_id,
          c.institution_name, co.title as course_title, co.slug as course_slug, c.expires_on
        from claimed c
        join users u on u.id = c.user_id
        left join profiles pr on pr.user_id = u.id
        join courses co on co.id = c.course_id
        order by c.user_id, co.title`,
    ),
  );
}
