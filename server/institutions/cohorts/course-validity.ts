import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";

/**
 * Sets the validity period of the cohort's assigned courses (docs/product/institutions.md#renewal)
 * in one statement, scoped to the institution's cohort: a course not assigned to it is left out.
 * Returns how many courses' validity changed (for the audit log).
 */
export async function setCourseValidity(
  db: DbOrTx,
  institutionId: string,
  cohortId: string,
  validity: { courseId: string; months: number | null }[],
) {
  if (validity.length === 0) return 0;
  const rows = sql.join(
    validity.map(({ courseId, months }) => sql`(${courseId}::text, ${months}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update cohort_courses cc set validity_months = v.months
    from (values ${rows}) as v(course_id, months), cohorts co
    where cc.cohort_id = ${cohortId} and co.id = cc.cohort_id and co.institution_id = ${institutionId}
      and cc.course_id::text = v.course_id and cc.validity_months is distinct from v.months
    returning cc.course_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Each assigned course's validity, by course id, for the settings form. */
export async function courseValidityOf(db: Db, institutionId: string, cohortId: string) {
  const result = (await db.execute(sql`
    select cc.course_id::text as course_id, cc.validity_months
    from cohort_courses cc join cohorts co on co.id = cc.cohort_id
    where cc.cohort_id = ${cohortId} and co.institution_id = ${institutionId}`)) as unknown as {
    rows: { course_id: string; validity_months: number | null }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.course_id, row.validity_months]));
}

/**
 * The titles of the courses given a validity period that nothing could renew (no assessment and
 * no practice session: decision 0060, amended): the form refuses them.
 */
export async function unrenewableCourseTitles(
  db: Db,
  validity: { courseId: string; months: number | null }[],
) {
  const ids = validity.filter((entry) => entry.months !== null).map((entry) => entry.courseId);
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select c.title from courses c
    where c.id::text in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from assessments a where a.course_id = c.id)
      and not exists (select 1 from practice_scenarios ps where ps.course_id = c.id)
    order by c.title`)) as unknown as { rows: { title: string }[] };
  return result.rows.map((row) => row.title);
}
