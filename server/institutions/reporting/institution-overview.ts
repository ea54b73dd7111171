import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../cohorts/progress-cells-sql";
import { assignedStandingSql } from "./assigned-standing-sql";

export type CourseFigures = {
  courseId: string;
  title: string;
  assigned: number;
  completed: number;
  overdue: number;
  expiring: number;
  expired: number;
};
export type MonthFigures = {
  /** The month's first day, YYYY-MM-01. */
  month: string;
  completions: number;
  /** Completions up to the month's end, of every assignment today: 0 to 1. */
  cumulativeRate: number;
};

/**
 * The manager overview's figures (docs/product/institutions.md#reporting) in one statement,
 * whatever the number of learners: per course the learners assigned it (through any of the
 * institution's cohorts), how many hold a valid completion, and how many are overdue, expiring or
 * expired; and the completions of the last 12 months with the cumulative rate.
 */
export async function institutionOverview(db: Db, institutionId: string, now: Date) {
  const [row] = await rowsOf<{ courses: CourseFigures[]; months: MonthFigures[] }>(
    db.execute(sql`
      with ${assignedStandingSql(institutionId, now)},
      months as (
        select generate_series(
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '11 months',
          date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC'),
          interval '1 month') as month
      ),
      month_figures as (
        select m.month,
          (select count(*)::int from standing s
            where s.completed_at >= m.month at time zone 'UTC'
              and s.completed_at < (m.month + interval '1 month') at time zone 'UTC') as completions,
          (select count(*) filter (where s.completed_at < (m.month + interval '1 month') at time zone 'UTC')::float8
            / greatest(count(*), 1) from standing s) as cumulative_rate
        from months m
      )
      select
        (select coalesce(json_agg(json_build_object(
          'courseId', c.id, 'title', c.title,
          'assigned', count_of.assigned, 'completed', count_of.completed,
          'overdue', count_of.overdue, 'expiring', count_of.expiring, 'expired', count_of.expired)
          order by c.title, c.id), '[]'::json)
         from institution_courses ic join courses c on c.id = ic.course_id
         cross join lateral (
           select count(*)::int as assigned,
             (count(*) filter (where s.status in ('completed', 'expiring')))::int as completed,
             (count(*) filter (where s.overdue))::int as overdue,
             (count(*) filter (where s.status = 'expiring'))::int as expiring,
             (count(*) filter (where s.status = 'expired'))::int as expired
           from standing s where s.course_id = c.id) count_of
         where ic.institution_id = ${institutionId}) as courses,
        (select json_agg(json_build_object(
          'month', to_char(mf.month, 'YYYY-MM-DD'), 'completions', mf.completions,
          'cumulativeRate', mf.cumulative_rate) order by mf.month)
         from month_figures mf) as months`),
  );
  return { courses: row?.courses ?? [], months: row?.months ?? [] };
}
