import { sql } from "drizzle-orm";
import {
  cohortPageSize,
  type CohortFilter,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";
import type { Db } from "../../db/client";
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
export type ProgressRow = {
  userId: string;
  name: string;
  email: string;
  lastActivity: number | null;
  overdue: boolean;
  notStarted: boolean;
  cells: ProgressCell[];
};

/**
 * The cohort and its assigned courses, when it is the institution's (one statement), the
 * dashboard's header and the 404 for anyone else's cohort.
 */
export async function cohortHeader(db: Db, institutionId: string, cohortId: string) {
  const [cohort] = await rowsOf<{
    id: string;
    institution_id: string;
    name: string;
    due_date: string | null;
    courses: CohortCourse[];
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
          where cc.cohort_id = co.id), '[]'::json) as courses
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
  };
}

const filterSql: Record<CohortFilter, ReturnType<typeof sql>> = {
  all: sql`true`,
  overdue: sql`overdue`,
  "not-started": sql`not_started`,
};

/**
 * One page of the faculty dashboard's learners with their cells, and the counts behind the
 * filters, in one statement whatever the cohort's size: the aggregates run in SQL.
 * `today` is the UK date: a due date has passed once its day is over.
 */
export async function cohortProgressPage(
  db: Db,
  scope: { institutionId: string; cohortId: string; dueDate: string | null; today: string },
  query: CohortProgressQuery,
  { pageSize = cohortPageSize }: { pageSize?: number } = {},
) {
  const { institutionId, cohortId } = scope;
  const members = sql`
    select cm.user_id, cm.cohort_id from cohort_members cm
    where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId}`;
  const people = sql`
    select ${personColumns} from cohort_members cm
    join users u on u.id = cm.user_id left join profiles p on p.user_id = u.id
    where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId}`;
  const overdue =
    scope.dueDate !== null && scope.dueDate < scope.today ? sql`not all_done` : sql`false`;
  const rows = await rowsOf<{
    total: number;
    overdue_count: number;
    not_started_count: number;
    matching: number;
    user_id: string | null;
    name: string;
    email: string;
    last_at: number | null;
    overdue: boolean;
    not_started: boolean;
    cells: ProgressCell[];
  }>(
    db.execute(sql`
      with ${progressCellsSql(people, members, sql`${cohortId}`)},
      learners as (
        select pe.user_id, pe.name, pe.email, pe.sort_key,
          ${epochMs(sql`max(c.last_at)`)} as last_at,
          coalesce(bool_and(c.done), true) as all_done,
          coalesce(bool_or(c.started), false) as started,
          coalesce(json_agg(json_build_object(
            'courseId', c.course_id, 'completed', c.completed, 'bestScore', c.best_score,
            'passed', c.passed, 'certificate', c.certificate, 'done', c.done))
            filter (where c.course_id is not null), '[]'::json) as cells
        from people pe left join cells c on c.user_id = pe.user_id
        group by pe.user_id, pe.name, pe.email, pe.sort_key
      ),
      flagged as (
        select learners.*, ${overdue} as overdue, not started as not_started from learners
      ),
      counts as (
        select count(*)::int as total,
          (count(*) filter (where overdue))::int as overdue_count,
          (count(*) filter (where not_started))::int as not_started_count,
          (count(*) filter (where ${filterSql[query.filter]}))::int as matching
        from flagged
      )
      select counts.*, page.user_id, page.name, page.email, page.last_at, page.overdue,
        page.not_started, page.cells
      from counts left join lateral (
        select * from flagged where ${filterSql[query.filter]}
        order by sort_key, user_id
        limit ${pageSize} offset ${(query.page - 1) * pageSize}
      ) page on true`),
  );
  const first = rows[0];
  return {
    counts: {
      all: first?.total ?? 0,
      overdue: first?.overdue_count ?? 0,
      "not-started": first?.not_started_count ?? 0,
    } satisfies Record<CohortFilter, number>,
    matching: first?.matching ?? 0,
    pageCount: Math.max(1, Math.ceil((first?.matching ?? 0) / pageSize)),
    learners: rows
      .filter((row) => row.user_id !== null)
      .map((row): ProgressRow => ({
        userId: row.user_id!,
        name: row.name,
        email: row.email,
        lastActivity: row.last_at,
        overdue: row.overdue,
        notStarted: row.not_started,
        cells: row.cells,
      })),
  };
}
