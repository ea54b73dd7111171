import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { completionExpiresAtSql, expiringWithinDays } from "../institutions/completion-expiry";
import { evidenceCompleteOf, evidenceCtes } from "../learning/evidence/evidence-ctes";
import {
  claimedRows,
  dateParam,
  firstNameOf,
  isoWeekOf,
  liveInstitutions,
  optedOut,
  rowsOf,
} from "./reminder-sql";

type ClaimedManager = {
  user_id: string;
  email: string;
  first_name: string;
  institution_id: string;
  institution_name: string;
  /** Turned this kind of email off: the notice is still shown, no email is sent. */
  opted_out: boolean;
};

const recipient = sql`c.user_id, u.email, ${firstNameOf("u", "pr")} as first_name,
  c.institution_id, c.institution_name, c.opted_out`;
const people = sql`from claimed c join users u on u.id = c.user_id
  left join profiles pr on pr.user_id = u.id`;

export type ClaimedDigest = ClaimedManager & {
  overdue: number;
  not_started: number;
  expiring: number;
};

/**
 * The Monday digest for every manager and reporter of a live institution with something to
 * report, claimed once per ISO week, in one statement. Overdue and not started are counted as
 * the faculty dashboard counts them (a learner with any assigned course not complete after
 * its cohort's due date; a learner with no activity on any assigned course); expiring is a
 * completion (certificate or not) that expires within 30 days.
 */
export async function claimDigests(db: DbOrTx, today: string, now: Date) {
  const day = dateParam(today);
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<ClaimedDigest>(
    db,
    claimedRows(
      sql`${liveInstitutions(day)},
      assigned as (
        select cm.institution_id, cm.user_id, cc.course_id, co.due_date
        from live
        join cohorts co on co.institution_id = live.id
        join cohort_courses cc on cc.cohort_id = co.id
        join cohort_members cm on cm.cohort_id = co.id and cm.institution_id = live.id
      ),
      ${evidenceCtes(sql`select user_id from assigned`, sql`select course_id from assigned`)},
      learner_state as (
        select a.institution_id, a.user_id,
          coalesce(bool_or(a.due_date < ${day} and not (${evidenceCompleteOf("ec", "el")})), false)
            as overdue,
          bool_and(el.user_id is null and not exists (
            select 1 from user_progress up
            where up.user_id = a.user_id and up.course_id = a.course_id)) as not_started
        from assigned a
        join evidence_courses ec on ec.course_id = a.course_id
        left join evidence_learners el on el.user_id = a.user_id and el.course_id = a.course_id
        group by a.institution_id, a.user_id
      ),
      states as (
        select institution_id, (count(*) filter (where overdue))::int as overdue,
          (count(*) filter (where not_started))::int as not_started
        from learner_state group by institution_id
      ),
      expiring as (
        select a.institution_id, count(distinct a.user_id)::int as expiring
        from assigned a
        join evidence_courses ec on ec.course_id = a.course_id
        join evidence_learners el on el.user_id = a.user_id and el.course_id = a.course_id
        where ${evidenceCompleteOf("ec", "el")}
          and ${completionExpiresAtSql({
            userId: sql`a.user_id`,
            courseId: sql`a.course_id`,
            completedAt: sql`el.evidence_at`,
            institutionId: sql`a.institution_id`,
          })} between ${at} and ${at} + make_interval(days => ${expiringWithinDays}::int)
        group by a.institution_id
      ),
      counts as (
        select live.id as institution_id, live.name as institution_name,
          coalesce(st.overdue, 0) as overdue, coalesce(st.not_started, 0) as not_started,
          coalesce(ex.expiring, 0) as expiring
        from live
        left join states st on st.institution_id = live.id
        left join expiring ex on ex.institution_id = live.id
      )`,
      sql`select k.*, m.user_id, ${optedOut(sql`m.user_id`, "manager-digest")} as opted_out,
          'digest:' || k.institution_id || ':' || m.user_id || ':' || ${isoWeekOf(day)} as key
        from counts k join institution_managers m on m.institution_id = k.institution_id
        where k.overdue + k.not_started + k.expiring > 0`,
      sql`select ${recipient}, c.overdue, c.not_started, c.expiring ${people}
        order by c.institution_id, c.user_id`,
    ),
  );
}

export type ClaimedSeats = ClaimedManager & {
  threshold: 90 | 100;
  seats_held: number;
  seat_count: number;
};

/**
 * A notice to each manager when 90% and when 100% of the seats are taken, once per contract
 * (the key carries the threshold and the contract's end), in one statement.
 */
export async function claimSeatNotices(db: DbOrTx, today: string) {
  const day = dateParam(today);
  return rowsOf<ClaimedSeats>(
    db,
    claimedRows(
      sql`${liveInstitutions(day)},
      reached as (
        select live.id as institution_id, live.name as institution_name, live.seats_held,
          live.seat_count, live.contract_end,
          case when live.seats_held >= live.seat_count then 100 else 90 end as threshold
        from live
        where live.seat_count > 0 and live.seats_held * 10 >= live.seat_count * 9
      )`,
      sql`select r.*, m.user_id, ${optedOut(sql`m.user_id`, "seat-notices")} as opted_out,
          'seats-' || r.threshold || ':' || r.institution_id || ':' || r.contract_end::text
            || ':' || m.user_id as key
        from reached r join institution_managers m on m.institution_id = r.institution_id
        where m.role = 'manager'`,
      sql`select ${recipient}, c.threshold, c.seats_held, c.seat_count ${people}
        order by c.institution_id, c.user_id`,
    ),
  );
}

export type ClaimedContract = ClaimedManager & {
  contract_end: string;
  days_left: number;
  mark: 60 | 14;
};

/** A notice to each manager 60 and 14 days before the contract ends, in one statement. */
export async function claimContractNotices(db: DbOrTx, today: string) {
  const day = dateParam(today);
  return rowsOf<ClaimedContract>(
    db,
    claimedRows(
      sql`${liveInstitutions(day)},
      ending as (
        select live.id as institution_id, live.name as institution_name,
          live.contract_end, (live.contract_end - ${day})::int as days_left,
          case when live.contract_end - ${day} <= 14 then 14 else 60 end as mark
        from live
        where live.contract_end - ${day} <= 60
      )`,
      sql`select e.*, m.user_id, ${optedOut(sql`m.user_id`, "contract-notices")} as opted_out,
          'contract-' || e.mark || ':' || e.institution_id || ':' || e.contract_end::text
            || ':' || m.user_id as key
        from ending e join institution_managers m on m.institution_id = e.institution_id
        where m.role = 'manager'`,
      sql`select ${recipient}, c.contract_end::text as contract_end, c.days_left, c.mark
        ${people} order by c.institution_id, c.user_id`,
    ),
  );
}
