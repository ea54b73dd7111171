import { sql, type SQL } from "drizzle-orm";
import {
  learnersPageSize,
  type LearnerFlag,
  type LearnerSort,
  type LearnersQuery,
} from "@common/institutions/learners-query";
import type { Db } from "../../db/client";
import { cohortCompletionExpiresAtSql, expiringWithinDays } from "../completion-expiry";
import { epochMs, personColumns, progressCellsSql, rowsOf } from "../cohorts/progress-cells-sql";

export type LearnerKind = "seat" | "invited" | "left" | "removed";

export type LearnerRow = {
  /** `u:<user id>` for a seat holder, `i:<invitation id>` for an invitee, `k:…` for a kept record. */
  key: string;
  kind: LearnerKind;
  userId: string | null;
  name: string;
  email: string;
  staffNumber: string | null;
  cohorts: string | null;
  courseCount: number;
  doneCount: number;
  /** When they joined, were invited, or (kept records) left or were removed. */
  at: string;
  overdue: boolean;
  expiring: boolean;
  expired: boolean;
  notStarted: boolean;
};

const flagSql: Record<LearnerFlag, SQL> = {
  all: sql`kind in ('seat', 'invited')`,
  overdue: sql`overdue`,
  expiring: sql`expiring`,
  expired: sql`expired`,
  "not-started": sql`kind = 'seat' and not_started`,
  invited: sql`kind = 'invited'`,
  left: sql`kind in ('left', 'removed')`,
};

const sortSql: Record<LearnerSort, SQL> = {
  name: sql`sort_key`,
  email: sql`email`,
  staff: sql`lower(staff_number)`,
  cohorts: sql`lower(cohorts)`,
  done: sql`done_count`,
  joined: sql`at`,
};

/**
 * One page of the institution's learners list (docs/product/institutions.md#learners-at-scale):
 * seat holders with their courses' evidence, open invitations, and the records kept of those who
 * left or were removed, searched, filtered, sorted and counted in one statement whatever the
 * institution's size. `today` is the UK date (a cohort's due date has passed once its day is over).
 */
export async function learnerSearchPage(
  db: Db,
  scope: { institutionId: string; today: string; now: Date },
  query: LearnersQuery,
  { pageSize = learnersPageSize }: { pageSize?: number } = {},
) {
  const { institutionId, today } = scope;
  const now = scope.now.toISOString();
  const course = query.course;
  // Only these need every seat holder's evidence; the others find the page first and read the
  // evidence of its 25 learners alone.
  const needsEvidence =
    ["overdue", "expiring", "expired", "not-started"].includes(query.flag) ||
    query.status !== "any" ||
    query.sort === "done";
  const seatsOf = needsEvidence
    ? sql`select s.user_id from institution_seats s where s.institution_id = ${institutionId}`
    : sql`select user_id from page_rows where kind = 'seat'`;
  const people = sql`
    select ${personColumns} from users u left join profiles p on p.user_id = u.id
    where u.id in (${seatsOf})`;
  const memberships = sql`
    select cm.user_id, cm.cohort_id from cohort_members cm
    where cm.institution_id = ${institutionId} and cm.user_id in (select user_id from people)`;
  const cohortsOf = sql`select id from cohorts where institution_id = ${institutionId}`;
  const courseStatus =
    query.status === "any"
      ? sql`true`
      : !course
        ? {
            completed: sql`kind = 'seat' and course_count > 0 and done_count = course_count`,
            "in-progress": sql`kind = 'seat' and not not_started and done_count < course_count`,
            "not-started": sql`kind = 'seat' and not_started`,
          }[query.status]
        : {
            completed: sql`course_done`,
            "in-progress": sql`course_started and not course_done`,
            "not-started": sql`course_assigned and not course_started`,
          }[query.status];
  const needle = query.q.toLowerCase();
  const search = needle
    ? sql`(position(${needle} in sort_key) > 0 or position(${needle} in email) > 0
        or position(${needle} in lower(coalesce(staff_number, ''))) > 0)`
    : sql`true`;
  const inCohort = query.cohort ? sql`${query.cohort}::uuid = any(cohort_ids)` : sql`true`;
  const direction = query.dir === "desc" ? sql`desc` : sql`asc`;
  const order = sql`${sortSql[query.sort]} ${direction} nulls last, sort_key, key`;
  const page = sql`limit ${pageSize} offset ${(query.page - 1) * pageSize}`;
  const evidence = sql`
    ${progressCellsSql(people, memberships, cohortsOf)},
    flags as (
      select c.user_id,
        (count(distinct c.course_id) filter (where c.done))::int as done_count,
        bool_or(c.started) as started,
        bool_or(not c.done and co.due_date < ${today}::date) as overdue,
        bool_or(c.done and x.expires_at > ${now}::timestamptz
          and x.expires_at <= ${now}::timestamptz + make_interval(days => ${expiringWithinDays}))
          as expiring,
        bool_or(c.done and x.expires_at <= ${now}::timestamptz) as expired,
        bool_or(c.course_id = ${course}::uuid and c.done) as course_done,
        bool_or(c.course_id = ${course}::uuid and c.started) as course_started
      from cells c
      join cohorts co on co.id = c.cohort_id
      join cohort_courses cc on cc.cohort_id = c.cohort_id and cc.course_id = c.course_id
      cross join lateral (select ${cohortCompletionExpiresAtSql({
        validityMonths: sql`cc.validity_months`,
        completedAt: sql`c.completed_at`,
      })} as expires_at) x
      group by c.user_id
    )`;
  const merged = (rows: SQL) => sql`
    select b.key, b.kind, b.user_id, b.name, b.email, b.sort_key, b.staff_number, b.cohorts,
      b.cohort_ids, b.course_count, coalesce(f.done_count, b.done_count) as done_count, b.at,
      coalesce(f.overdue, b.overdue) as overdue, coalesce(f.expiring, b.expiring) as expiring,
      coalesce(f.expired, b.expired) as expired,
      case when b.kind = 'seat' then not coalesce(f.started, false) else b.not_started end
        as not_started,
      coalesce(f.course_done, b.course_done) as course_done,
      coalesce(f.course_started, b.course_started) as course_started, b.course_assigned
    from ${rows} b left join flags f on f.user_id = b.user_id`;
  const base = sql`
    seat_cohorts as (
      select cm.user_id, array_agg(co.id) as cohort_ids,
        string_agg(co.name, ', ' order by lower(co.name)) as cohorts
      from cohort_members cm join cohorts co on co.id = cm.cohort_id
      where cm.institution_id = ${institutionId}
      group by cm.user_id
    ),
    seat_courses as (
      select cm.user_id, count(distinct cc.course_id)::int as course_count,
        bool_or(cc.course_id = ${course}::uuid) as course_assigned
      from cohort_members cm join cohort_courses cc on cc.cohort_id = cm.cohort_id
      where cm.institution_id = ${institutionId}
      group by cm.user_id
    ),
    base as (
      select 'u:' || s.user_id as key, 'seat' as kind, s.user_id, pe.name, pe.email, pe.sort_key,
        s.staff_number, sc.cohorts, coalesce(sc.cohort_ids, '{}') as cohort_ids,
        coalesce(scc.course_count, 0) as course_count, 0 as done_count, s.joined_at as at,
        false as overdue, false as expiring, false as expired, true as not_started,
        false as course_done, false as course_started,
        coalesce(scc.course_assigned, false) as course_assigned
      from institution_seats s
      join lateral (select ${personColumns} from users u left join profiles p on p.user_id = u.id
        where u.id = s.user_id) pe on true
      left join seat_cohorts sc on sc.user_id = s.user_id
      left join seat_courses scc on scc.user_id = s.user_id
      where s.institution_id = ${institutionId}
      union all
      select 'i:' || i.id, 'invited', null,
        coalesce(nullif(trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')), ''), i.email),
        i.email,
        lower(coalesce(nullif(trim(coalesce(i.first_name, '') || ' ' || coalesce(i.last_name, '')), ''), i.email)),
        i.staff_number, co.name, case when co.id is null then '{}' else array[co.id] end,
        (select count(*)::int from cohort_courses cc where cc.cohort_id = co.id), 0,
        i.created_at, coalesce(co.due_date < ${today}::date, false), false, false, true,
        false, false, exists (select 1 from cohort_courses cc
          where cc.cohort_id = co.id and cc.course_id = ${course}::uuid)
      from institution_invitations i left join cohorts co on co.id = i.cohort_id
      where i.institution_id = ${institutionId} and i.accepted_at is null
        and i.revoked_at is null
      union all
      select 'k:' || min(tr.id::text), min(tr.status), null, min(tr.learner_name), tr.email,
        lower(min(tr.learner_name)), min(tr.staff_number),
        (select string_agg(co.name, ', ' order by lower(co.name)) from cohorts co
          where co.id = any(min(tr.cohort_ids))),
        min(tr.cohort_ids), count(*)::int,
        (count(*) filter (where tr.completed_at is not null))::int,
        tr.ended_at, false, false, false, false,
        coalesce(bool_or(tr.course_id = ${course}::uuid and tr.completed_at is not null), false),
        false, coalesce(bool_or(tr.course_id = ${course}::uuid), false)
      from training_records tr
      where tr.institution_id = ${institutionId}
      group by tr.email, tr.ended_at
    )`;
  const chosen = sql`${search} and ${inCohort} and ${courseStatus} and ${flagSql[query.flag]}`;
  const statement = needsEvidence
    ? sql`
      with ${base}, ${evidence},
      searched as (select * from (${merged(sql`base`)}) m where ${chosen}),
      page_rows as (select * from searched order by ${order} ${page})`
    : sql`
      with ${base},
      searched as (select * from base where ${chosen}),
      page_base as (select * from searched order by ${order} ${page}),
      page_rows as (select * from page_base),
      ${evidence},
      page_merged as (${merged(sql`page_base`)})`;
  const pageTable = needsEvidence ? sql`page_rows` : sql`page_merged`;
  const rows = await rowsOf<{
    matching: number;
    key: string | null;
    kind: LearnerKind;
    user_id: string | null;
    name: string;
    email: string;
    staff_number: string | null;
    cohorts: string | null;
    course_count: number;
    done_count: number;
    at: number;
    overdue: boolean;
    expiring: boolean;
    expired: boolean;
    not_started: boolean;
  }>(
    db.execute(sql`
      ${statement}
      select (select count(*)::int from searched) as matching, pg.key, pg.kind, pg.user_id,
        pg.name, pg.email, pg.staff_number, pg.cohorts, pg.course_count, pg.done_count,
        ${epochMs(sql`pg.at`)} as at, pg.overdue, pg.expiring, pg.expired, pg.not_started
      from (select 1) one left join lateral (
        select * from ${pageTable} order by ${order}
      ) pg on true`),
  );
  const matching = rows[0]?.matching ?? 0;
  return {
    matching,
    pageCount: Math.max(1, Math.ceil(matching / pageSize)),
    rows: rows
      .filter((row) => row.key !== null)
      .map((row): LearnerRow => ({
        key: row.key!,
        kind: row.kind,
        userId: row.user_id,
        name: row.name,
        email: row.email,
        staffNumber: row.staff_number,
        cohorts: row.cohorts,
        courseCount: row.course_count,
        doneCount: row.done_count,
        at: new Date(row.at).toISOString(),
        overdue: row.overdue,
        expiring: row.expiring,
        expired: row.expired,
        notStarted: row.not_started,
      })),
  };
}
