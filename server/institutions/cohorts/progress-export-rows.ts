import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { epochMs, personColumns, progressCellsSql, rowsOf } from "./progress-cells-sql";

/** One line of an export: a learner in a cohort with one assigned course (or none). */
export type ExportRow = {
  user_id: string;
  name: string;
  email: string;
  sort_key: string;
  cohort: string | null;
  due_date: string | null;
  course: string | null;
  completed: number | null;
  lesson_count: number | null;
  last_at: number | null;
  best_score: number | null;
  passed: boolean | null;
  has_assessment: boolean | null;
  certificate: string | null;
  started: boolean | null;
  done: boolean | null;
};

export type ExportScope = { institutionId: string; cohortId?: string };
export type Keyset = { sortKey: string; userId: string } | null;

/**
 * One keyset page of an export: the next `limit` learners after `after` by name, with a line
 * per cohort and assigned course. A cohort's export takes its members; the institution's takes
 * every seat holder, a learner in no cohort on one line of their own.
 */
export function exportPage(db: Db, scope: ExportScope, after: Keyset, limit: number) {
  const { institutionId, cohortId } = scope;
  const from = cohortId
    ? sql`cohort_members cm join users u on u.id = cm.user_id left join profiles p on p.user_id = u.id
        where cm.cohort_id = ${cohortId} and cm.institution_id = ${institutionId}`
    : sql`institution_seats s join users u on u.id = s.user_id left join profiles p on p.user_id = u.id
        where s.institution_id = ${institutionId}`;
  const keyset: SQL = after
    ? sql`where (sort_key, user_id) > (${after.sortKey}, ${after.userId})`
    : sql``;
  const people = sql`
    select * from (select ${personColumns} from ${from}) named ${keyset}
    order by sort_key, user_id limit ${limit}`;
  const memberships = cohortId
    ? sql`select pe.user_id, ${cohortId}::uuid as cohort_id from people pe`
    : sql`select pe.user_id, cm.cohort_id from people pe
        left join cohort_members cm
          on cm.user_id = pe.user_id and cm.institution_id = ${institutionId}`;
  const cohortsOf = cohortId
    ? sql`${cohortId}`
    : sql`select id from cohorts where institution_id = ${institutionId}`;
  return rowsOf<ExportRow>(
    db.execute(sql`
      with ${progressCellsSql(people, memberships, cohortsOf)}
      select pe.user_id, pe.name, pe.email, pe.sort_key, co.name as cohort,
        co.due_date::text as due_date, c.title as course, c.completed, c.lesson_count,
        ${epochMs(sql`c.last_at`)} as last_at, c.best_score, c.passed, c.has_assessment,
        c.certificate, c.started, c.done
      from people pe
      left join memberships m on m.user_id = pe.user_id
      left join cohorts co on co.id = m.cohort_id
      left join cells c on c.user_id = m.user_id and c.cohort_id = m.cohort_id
      order by pe.sort_key, pe.user_id, lower(co.name), co.id, c.title, c.course_id`),
  );
}

/** One line of an export from the records the institution keeps of a learner who left. */
export type KeptExportRow = {
  id: string;
  ended_key: string;
  name: string;
  email: string;
  cohorts: string | null;
  course: string;
  completed_at: number | null;
  score: number | null;
  certificate: string | null;
  status: "left" | "removed";
  ended_at: string;
};

export type KeptKeyset = { endedKey: string; id: string } | null;

/**
 * One keyset page of the kept records an export ends with (docs/product/institutions.md#training-records):
 * a cohort's export takes the records of its former members, the institution's every record.
 */
export function keptExportPage(db: Db, scope: ExportScope, after: KeptKeyset, limit: number) {
  const { institutionId, cohortId } = scope;
  const inCohort = cohortId ? sql`and ${cohortId}::uuid = any(tr.cohort_ids)` : sql``;
  const keyset = after
    ? sql`and (to_char(tr.ended_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS'), tr.id::text) > (${after.endedKey}, ${after.id})`
    : sql``;
  return rowsOf<KeptExportRow>(
    db.execute(sql`
      select tr.id::text as id,
        to_char(tr.ended_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS') as ended_key,
        tr.learner_name as name, tr.email,
        (select string_agg(co.name, '; ' order by lower(co.name)) from cohorts co
          where co.id = any(tr.cohort_ids) and co.institution_id = tr.institution_id) as cohorts,
        tr.course_title as course, ${epochMs(sql`tr.completed_at`)} as completed_at, tr.score,
        tr.certificate_number as certificate, tr.status,
        (tr.ended_at at time zone 'Europe/London')::date::text as ended_at
      from training_records tr
      where tr.institution_id = ${institutionId} ${inCohort} ${keyset}
      order by ended_key, id
      limit ${limit}`),
  );
}
