import { sql } from "drizzle-orm";
import {
  cohortPageSize,
  type CohortFilter,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";
import type { Db } from "../../db/client";
import { cohortCompletionExpiresAtSql, expiringWithinDays } from "../completion-expiry";
import { courseStatusSql, filterSql, orderSql, searchSql, sortCourseOf } from "./cohort-table-sql";
import { epochMs, personColumns, progressCellsSql, rowsOf } from "./progress-cells-sql";

export type CohortCourse = {
  id: string;
  title: string;
  slug: string;
  lessonCount: number;
  hasAssessment: boolean;
};
export type ProgressCell = {
  courseId: string;
  completed: number;
  bestScore: number | null;
  passed: boolean;
  certificate: string | null;
  done: boolean;
};
/** A learner who left the cohort's institution or was removed, from the records it keeps: one course each. */
export type KeptCohortRecord = {
  id: string;
  name: string;
  email: string;
  status: "left" | "removed";
  endedAt: string;
  courseTitle: string;
  completedAt: string | null;
  score: number | null;
  certificateNumber: string | null;
};

/** The latest kept records a cohort's page lists; the cohort's CSV export has them all. */
export const keptRecordsShown = 100;

export type ProgressRow = {
  userId: string;
  name: string;
  email: string;
  staffNumber: string | null;
  lastActivity: number | null;
  overdue: boolean;
  expiring: boolean;
  expired: boolean;
  notStarted: boolean;
  cells: ProgressCell[];
};

/**
 * The cohort and its assigned courses, when it is the institution's (one statement), the
 * dashboard's header and the 404 for anyone else's cohort; with the latest records the
 * institution keeps of its members who left or were removed (docs/product/institutions.md#training-records),
 * those the search `q` finds.
 */
export async function cohortHeader(db: Db, institutionId: string, cohortId: string, q = "") {
  const search = searchSql(q, {
    name: sql`lower(tr.learner_name)`,
    email: sql`tr.email`,
    staff: sql`tr.staff_number`,
  });
  const [cohort] = await rowsOf<{
    id: string;
    institution_id: string;
    name: string;
    due_date: string | null;
    courses: CohortCourse[];
    kept: KeptCohortRecord[];
    kept_count: number;
    kept_people: number;
    other_cohorts: { id: string; name: string }[];
  }>(
    db.execute(sql`
      select co.id, co.institution_id, co.name, co.due_date::text as due_date,
        coalesce((
          select json_agg(json_build_object(
            'id', c.id, 'title', c.title, 'slug', c.slug,
            'lessonCount', (select count(*) from lessons l join modules mo on mo.id = l.module_id
              where mo.course_id = c.id),
            'hasAssessment', exists (select 1 from assessments a where a.course_id = c.id))
            order by c.title, c.id)
          from cohort_courses cc join courses c on c.id = cc.course_id
          where cc.cohort_id = co.id), '[]'::json) as courses,
        coalesce((
          select json_agg(k order by k."endedAt" desc, k.name, k.id) from (
            select tr.id, tr.learner_name as name, tr.email, tr.status, tr.ended_at as "endedAt",
              tr.course_title as "courseTitle", tr.completed_at as "completedAt", tr.score,
              tr.certificate_number as "certificateNumber"
            from training_records tr
            where tr.institution_id = co.institution_id and co.id = any(tr.cohort_ids)
              and ${search}
            order by tr.ended_at desc, tr.learner_name, tr.id limit ${keptRecordsShown}) k
        ), '[]'::json) as kept,
        (select count(*)::int from training_records tr
          where tr.institution_id = co.institution_id and co.id = any(tr.cohort_ids)
            and ${search}) as kept_count,
        coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name)
            order by lower(o.name), o.id)
          from cohorts o where o.institution_id = co.institution_id and o.id <> co.id), '[]'::json)
          as other_cohorts,
        (select count(distinct (tr.email, tr.ended_at))::int from training_records tr
          where tr.institution_id = co.institution_id and co.id = any(tr.cohort_ids)
            and ${search}) as kept_people
      from cohorts co
      where co.id = ${cohortId} and co.institution_id = ${institutionId}`),
  );
  if (!cohort) return null;
  return {
    id: cohort.id,
    institutionId: cohort.institution_id,
    name: cohort.name,
    dueDate: cohort.due_date,
    courses: cohort.courses,
    kept: cohort.kept,
    keptCount: cohort.kept_count,
    /** The people behind the kept records (one record per course): the "Left or removed" count. */
    keptPeople: cohort.kept_people,
    /** The institution's other cohorts, to move or add the ticked learners to. */
    otherCohorts: cohort.other_cohorts,
  };
}

/**
 * One page of the faculty dashboard's learners with their cells, and the counts behind the
 * filters, in one statement whatever the cohort's size: the aggregates run in SQL. The search
 * narrows the members before their evidence is read; filters and sort run on the aggregates.
 * `today` is the UK date: a due date has passed once its day is over.
 */
export async function cohortProgressPage(
  db: Db,
  scope: {
    institutionId: string;
    cohortId: string;
    dueDate: string | null;
    today: string;
    now?: Date;
  },
  query: CohortProgressQuery,
  { pageSize = cohortPageSize }: { pageSize?: number } = {},
) {
  const { institutionId, cohortId } = scope;
  const now = (scope.now ?? new Date()).toISOString();
  const search = searchSql(query.q, {
    name: sql`named.sort_key`,
    email: sql`named.email`,
    staff: sql`named.staff_number`,
  });
  const people = sql`
    select * from (
      select ${personColumns}, s.staff_number from cohort_members cm
      join users u on u.id = cm.user_id left join profiles p on p.user_id = u.id
      left join institution_seats s on s.user_id = cm.user_id and s.institution_id = cm.institution_id
      where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId}
    ) named where ${search}`;
  const members = sql`
    select cm.user_id, cm.cohort_id from cohort_members cm
    where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId}
      and cm.user_id in (select user_id from people)`;
  const overdue =
    scope.dueDate !== null && scope.dueDate < scope.today ? sql`not all_done` : sql`false`;
  const expiresAt = cohortCompletionExpiresAtSql({
    validityMonths: sql`cc.validity_months`,
    completedAt: sql`c.completed_at`,
  });
  const course = query.course;
  const sortCourse = sortCourseOf(query.sort);
  const chosen = sql`${filterSql[query.filter]} and ${courseStatusSql(query)}`;
  const rows = await rowsOf<{
    cohort_total: number;
    total: number;
    overdue_count: number;
    expiring_count: number;
    expired_count: number;
    not_started_count: number;
    matching: number;
    user_id: string | null;
    name: string;
    email: string;
    staff_number: string | null;
    last_at: number | null;
    overdue: boolean;
    expiring: boolean;
    expired: boolean;
    not_started: boolean;
    cells: ProgressCell[];
  }>(
    db.execute(sql`
      with ${progressCellsSql(people, members, sql`${cohortId}`)},
      learners as (
        select pe.user_id, pe.name, pe.email, pe.sort_key, pe.staff_number,
          ${epochMs(sql`max(c.last_at)`)} as last_at,
          coalesce(bool_and(c.done), true) as all_done,
          coalesce(bool_or(c.started), false) as started,
          count(c.course_id)::int as course_count,
          (count(c.course_id) filter (where c.done))::int as done_count,
          coalesce(bool_or(c.done and x.expires_at > ${now}::timestamptz
            and x.expires_at <= ${now}::timestamptz + make_interval(days => ${expiringWithinDays})),
            false) as expiring,
          coalesce(bool_or(c.done and x.expires_at <= ${now}::timestamptz), false) as expired,
          coalesce(bool_or(c.course_id = ${course}::uuid and c.done), false) as course_done,
          coalesce(bool_or(c.course_id = ${course}::uuid and c.started), false) as course_started,
          max(case when c.course_id = ${sortCourse}::uuid
            then c.done::int * 1000000 + c.completed * 1000 + coalesce(c.best_score, 0) end)
            as course_rank,
          coalesce(json_agg(json_build_object(
            'courseId', c.course_id, 'completed', c.completed, 'bestScore', c.best_score,
            'passed', c.passed, 'certificate', c.certificate, 'done', c.done))
            filter (where c.course_id is not null), '[]'::json) as cells
        from people pe left join cells c on c.user_id = pe.user_id
        left join cohort_courses cc on cc.cohort_id = c.cohort_id and cc.course_id = c.course_id
        cross join lateral (select ${expiresAt} as expires_at) x
        group by pe.user_id, pe.name, pe.email, pe.sort_key, pe.staff_number
      ),
      flagged as (
        select learners.*, ${overdue} as overdue, not started as not_started,
          case when ${overdue} then 0 when expired then 1 when not started then 2
            when not all_done then 3 when expiring then 4 else 5 end as standing_rank
        from learners
      ),
      counts as (
        select (select count(*)::int from cohort_members cm
            where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId})
            as cohort_total,
          count(*)::int as total,
          (count(*) filter (where overdue))::int as overdue_count,
          (count(*) filter (where expiring))::int as expiring_count,
          (count(*) filter (where expired))::int as expired_count,
          (count(*) filter (where not_started))::int as not_started_count,
          (count(*) filter (where ${chosen}))::int as matching
        from flagged
      )
      select counts.*, page.user_id, page.name, page.email, page.staff_number, page.last_at,
        page.overdue, page.expiring, page.expired, page.not_started, page.cells
      from counts left join lateral (
        select * from flagged where ${chosen}
        order by ${orderSql(query)}
        limit ${pageSize} offset ${(query.page - 1) * pageSize}
      ) page on true`),
  );
  const first = rows[0];
  return {
    /** Everyone in the cohort, whatever the search. */
    cohortTotal: first?.cohort_total ?? 0,
    /** Within the search: each filter's count. */
    counts: {
      all: first?.total ?? 0,
      overdue: first?.overdue_count ?? 0,
      expiring: first?.expiring_count ?? 0,
      expired: first?.expired_count ?? 0,
      "not-started": first?.not_started_count ?? 0,
    } satisfies Record<Exclude<CohortFilter, "left">, number>,
    matching: first?.matching ?? 0,
    pageCount: Math.max(1, Math.ceil((first?.matching ?? 0) / pageSize)),
    learners: rows
      .filter((row) => row.user_id !== null)
      .map((row): ProgressRow => ({
        userId: row.user_id!,
        name: row.name,
        email: row.email,
        staffNumber: row.staff_number,
        lastActivity: row.last_at,
        overdue: row.overdue,
        expiring: row.expiring,
        expired: row.expired,
        notStarted: row.not_started,
        cells: row.cells,
      })),
  };
}
