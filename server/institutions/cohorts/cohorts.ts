import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { cohortCourses, cohortMembers, cohorts, courses } from "../../db/schema/index";
import { institutionCourses } from "../../db/schema/index";

/**
 * An institution's cohorts (docs/product/institutions.md#cohorts). Every statement names the institution in its SQL, so a
 * cohort id from another institution finds nothing: the manager gate (`requireManager`) vouches
 * for the institution, and these functions for the cohort belonging to it.
 */

/** The cohorts of an institution by name, with their learner and course counts. */
export function listCohorts(db: Db, institutionId: string) {
  return db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      dueDate: cohorts.dueDate,
      learnerCount: sql<number>`(
        select count(*)::int from ${cohortMembers} m where m.cohort_id = ${cohorts}.id)`,
      courseCount: sql<number>`(
        select count(*)::int from ${cohortCourses} c where c.cohort_id = ${cohorts}.id)`,
    })
    .from(cohorts)
    .where(eq(cohorts.institutionId, institutionId))
    .orderBy(sql`lower(${cohorts.name})`, cohorts.id);
}

export type CohortSummary = Awaited<ReturnType<typeof listCohorts>>[number];

/** A new cohort; null when the institution already has one by that name. */
export async function createCohort(
  db: DbOrTx,
  institutionId: string,
  values: { name: string; dueDate: string | null },
) {
  const [created] = await db
    .insert(cohorts)
    .values({ institutionId, ...values })
    .onConflictDoNothing()
    .returning({ id: cohorts.id });
  return created ?? null;
}

/** The cohort, when it is the institution's. */
export async function findCohort(db: DbOrTx, institutionId: string, cohortId: string) {
  const [cohort] = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      dueDate: cohorts.dueDate,
      institutionId: cohorts.institutionId,
    })
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.institutionId, institutionId)));
  return cohort ?? null;
}

/** Renames the cohort and sets its due date: "taken" when another cohort has the name. */
export async function updateCohortDetails(
  db: DbOrTx,
  institutionId: string,
  cohortId: string,
  values: { name: string; dueDate: string | null },
) {
  const [clash] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(
      and(
        eq(cohorts.institutionId, institutionId),
        sql`lower(${cohorts.name}) = lower(${values.name})`,
        sql`${cohorts.id} <> ${cohortId}`,
      ),
    );
  if (clash) return "taken" as const;
  const updated = await db
    .update(cohorts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.institutionId, institutionId)))
    .returning({ id: cohorts.id });
  return updated.length > 0 ? ("saved" as const) : ("missing" as const);
}

/** The institution's own courses, each marked when the cohort has it assigned. */
/**
 * A course whose completion can expire: a renewal needs something to take again, an assessment
 * or a practice session (docs/product/institutions.md#renewal); lessons studied stay studied.
 */
const renewableSql = sql<boolean>`(exists (select 1 from assessments a where a.course_id = ${courses}.id)
  or exists (select 1 from practice_scenarios ps where ps.course_id = ${courses}.id))`;

export function cohortCourseChoices(db: Db, institutionId: string, cohortId: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      assigned: sql<boolean>`exists (
        select 1 from ${cohortCourses} cc
        where cc.cohort_id = ${cohortId} and cc.course_id = ${courses}.id)`,
      renewable: renewableSql,
    })
    .from(institutionCourses)
    .innerJoin(courses, eq(courses.id, institutionCourses.courseId))
    .where(eq(institutionCourses.institutionId, institutionId))
    .orderBy(asc(courses.title));
}

/**
 * Assigns exactly `courseIds` to the cohort, keeping only the institution's own courses (any
 * other id is left out, not an error: the form offers only those). One transaction.
 */
export async function setCohortCourses(
  db: DbOrTx,
  institutionId: string,
  cohortId: string,
  courseIds: string[],
) {
  return db.transaction(async (tx) => {
    const cohort = await findCohort(tx, institutionId, cohortId);
    if (!cohort) return null;
    const own = courseIds.length
      ? await tx
          .select({ id: institutionCourses.courseId })
          .from(institutionCourses)
          .where(
            and(
              eq(institutionCourses.institutionId, institutionId),
              inArray(sql`${institutionCourses.courseId}::text`, courseIds),
            ),
          )
      : [];
    await tx.delete(cohortCourses).where(eq(cohortCourses.cohortId, cohortId));
    if (own.length) {
      await tx.insert(cohortCourses).values(own.map(({ id }) => ({ cohortId, courseId: id })));
    }
    return own.length;
  });
}
