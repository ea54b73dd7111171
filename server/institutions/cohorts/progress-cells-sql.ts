import { sql, type SQL } from "drizzle-orm";
import { evidenceCompleteOf, evidenceCtes } from "../../learning/evidence/evidence-ctes";

/**
 * The common part of the faculty dashboard and the exports (docs/product/institutions.md#faculty-dashboard): given a `people` CTE
 * (user_id, name, email, sort_key) and a `memberships` CTE (user_id, cohort_id, null for none),
 * it adds `assigned` (each cohort's courses with their lesson count), the evidence CTEs,
 * `learner_standing` (decision 0066: progress and results summarised per learner and course) and
 * `cells`: one row per learner and assigned course, aggregated in SQL. Only what the table shows
 * is read: never notes, reflections or answers. A cell is `done` when the learner's evidence of
 * completion is (docs/product/learning.md#evidence-of-completion): ticks alone are not; its
 * `completed_at` is then when the evidence was complete, which expiry counts from.
 */
export function progressCellsSql(people: SQL, memberships: SQL, cohortsOf: SQL) {
  const done = evidenceCompleteOf("ec", "el");
  return sql`
    people as (${people}),
    memberships as (${memberships}),
    assigned as (
      select cc.cohort_id, cc.course_id, c.title, c.slug,
        (select count(*)::int from lessons l join modules mo on mo.id = l.module_id
          where mo.course_id = cc.course_id) as lesson_count,
        exists (select 1 from assessments a where a.course_id = cc.course_id) as has_assessment
      from cohort_courses cc join courses c on c.id = cc.course_id
      where cc.cohort_id in (${cohortsOf})
    ),
    ${evidenceCtes(sql`select user_id from people`, sql`select course_id from assigned`)},
    learner_standing as materialized (
      select s.* from learner_course_standing s
      where s.user_id in (select user_id from people)
        and s.course_id in (select course_id from assigned)
    ),
    cells as (
      select m.user_id, m.cohort_id, a.course_id, a.title, a.lesson_count, a.has_assessment,
        coalesce(st.lessons_completed, 0) as completed, st.best_score,
        coalesce(st.any_passed, false) as passed, cert.number as certificate,
        greatest(st.progress_at, st.results_at) as last_at,
        coalesce(st.has_progress or st.has_results or st.has_evidence, false) as started,
        ${done} as done,
        case when ${done} then el.evidence_at end as completed_at
      from memberships m
      join assigned a on a.cohort_id = m.cohort_id
      join evidence_courses ec on ec.course_id = a.course_id
      left join evidence_learners el on el.user_id = m.user_id and el.course_id = a.course_id
      left join learner_standing st on st.user_id = m.user_id and st.course_id = a.course_id
      left join certificates cert on cert.user_id = m.user_id and cert.course_id = a.course_id
    )`;
}

/** A learner's name as managers see it (the profile's, else the account's), and its sort key. */
export const personColumns = sql`
  u.id as user_id,
  coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name) as name,
  u.email,
  lower(coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name)) as sort_key`;

/** Milliseconds since 1970 as a plain number on both drivers (timestamps differ between them). */
export const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The rows of a raw statement, on PGlite and node-postgres alike. */
export async function rowsOf<Row>(statement: PromiseLike<unknown>) {
  return ((await statement) as { rows: Row[] }).rows;
}
