import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { hasPassed } from "@common/learning/assessment-scoring";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import { ivCannulationScenario } from "@server/db/seed/content/practice/iv-cannulation-scenario";
import type { Db } from "@server/db/client";
import { insertCourseWithLessons } from "@server/db/seed/course-with-lessons";
import {
  assessmentResults,
  certificates,
  cohortCourses,
  cohortMembers,
  cohorts,
  institutionAccounts,
  institutionCourses,
  institutionManagers,
  institutionSeats,
  lessonEngagement,
  practiceAttempts,
  practiceScenarios,
  profiles,
  userProgress,
  users,
} from "@server/db/schema";

/**
 * Institutions, cohorts and learners' progress written straight into the database, for the
 * faculty dashboard's tests and bench (docs/product/institutions.md#faculty-dashboard): the seat, invitation and assessment flows
 * have tests of their own.
 */

/** An institution with an open contract and `seatCount` seats. */
export async function insertInstitution(db: Db, name: string, seatCount = 5_000) {
  const [row] = await db
    .insert(institutionAccounts)
    .values({ name, seatCount, contractStart: "2026-01-01", contractEnd: "2099-12-31" })
    .returning({ id: institutionAccounts.id });
  return row!.id;
}

/** A course of `lessonCount` lessons in one module, with an assessment unless told otherwise. */
export function insertCourse(
  db: Db,
  slug: string,
  lessonCount: number,
  { withAssessment = true } = {},
) {
  return insertCourseWithLessons(db, {
    slug,
    title: `Course ${slug}`,
    description: "For the faculty dashboard.",
    lessonCount,
    assessmentTitle: withAssessment ? `${slug} assessment` : undefined,
  });
}

/** Opens the courses to the institution's seats. */
export async function offerCourses(db: Db, institutionId: string, courseIds: string[]) {
  await db
    .insert(institutionCourses)
    .values(courseIds.map((courseId) => ({ institutionId, courseId })));
}

export async function insertCohort(
  db: Db,
  institutionId: string,
  name: string,
  { dueDate = null as string | null, courseIds = [] as string[] } = {},
) {
  const [cohort] = await db
    .insert(cohorts)
    .values({ institutionId, name, dueDate })
    .returning({ id: cohorts.id });
  if (courseIds.length) {
    await db
      .insert(cohortCourses)
      .values(courseIds.map((courseId) => ({ cohortId: cohort!.id, courseId })));
  }
  return cohort!.id;
}

/** Users with profiles holding seats at the institution, in the cohort when one is given. */
export async function insertSeatHolders(
  db: Db,
  institutionId: string,
  people: { firstName: string; lastName: string; email?: string }[],
  cohortId?: string,
) {
  const rows = people.map((person) => ({
    id: randomUUID(),
    name: `${person.firstName} ${person.lastName}`,
    email: person.email ?? `${randomUUID().slice(0, 12)}@trust.example`,
    ...person,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db.insert(users).values(batch.map(({ id, name, email }) => ({ id, name, email })));
    await db.insert(profiles).values(
      batch.map(({ id, firstName, lastName }) => ({
        userId: id,
        firstName,
        lastName,
        professionalRegType: "doctor",
        regNo: `GMC-${id.slice(0, 7)}`,
        institution: "Riverside University Hospital",
      })),
    );
    await db
      .insert(institutionSeats)
      .values(batch.map(({ id }) => ({ institutionId, userId: id, source: "invitation" })));
    if (cohortId) {
      await db
        .insert(cohortMembers)
        .values(batch.map(({ id }) => ({ cohortId, institutionId, userId: id })));
    }
  }
  return rows.map((row) => row.id);
}

/** Names the user a manager of the institution. */
export async function nameManager(db: Db, institutionId: string, userId: string) {
  await db.insert(institutionManagers).values({ institutionId, userId });
}

/** Lessons completed (or only opened, `completed: false`) at `at`. */
export async function completeLessons(
  db: Db,
  userId: string,
  course: { id: string; lessonIds: string[] },
  count: number,
  { completed = true, at = new Date() } = {},
) {
  if (count === 0) return;
  await db.insert(userProgress).values(
    course.lessonIds.slice(0, count).map((lessonId) => ({
      userId,
      courseId: course.id,
      lessonId,
      completed,
      completedAt: completed ? at : null,
      updatedAt: at,
    })),
  );
}

export async function recordResult(
  db: Db,
  userId: string,
  courseId: string,
  score: number,
  { at = new Date() } = {},
) {
  await db.insert(assessmentResults).values({
    userId,
    courseId,
    assessmentId: "fixture",
    score,
    passed: hasPassed(score),
    answers: {},
    createdAt: at,
  });
}

export async function awardCertificate(db: Db, userId: string, courseId: string, number: string) {
  await db.insert(certificates).values({
    number,
    userId,
    courseId,
    holderName: "Fixture Holder",
    courseTitle: "Fixture course",
    cpdMinutes: 60,
    score: 90,
  });
}

/**
 * The first `count` lessons engaged (docs/product/learning.md#evidence-of-completion), as the
 * engagement code leaves them: reading time (or watching) measured and `engaged_at` set.
 */
export async function engageLessons(
  db: Db,
  userId: string,
  course: { id: string; lessonIds: string[] },
  count = course.lessonIds.length,
  { at = new Date(), readingSeconds = 150 } = {},
) {
  if (count === 0) return;
  await db
    .insert(lessonEngagement)
    .values(
      course.lessonIds.slice(0, count).map((lessonId) => ({
        userId,
        courseId: course.id,
        lessonId,
        readingSeconds,
        lastReportAt: at,
        engagedAt: at,
      })),
    )
    // The player may have made the row already (its first report starts the lesson's clock).
    .onConflictDoUpdate({
      target: [lessonEngagement.userId, lessonEngagement.lessonId],
      set: { readingSeconds, lastReportAt: at, engagedAt: at },
    });
}

/** Gives the course a practice scenario (the IV cannulation one), so the course asks for practice. */
export async function insertPracticeScenario(db: Db, courseId: string, key = "fixture") {
  await db.insert(practiceScenarios).values({
    courseId,
    key,
    title: "Fixture scenario",
    definition: scenarioDefinitionSchema.parse(ivCannulationScenario.definition),
  });
}

/**
 * A finished practice session of each of the course's scenarios, passed and assessed unless told otherwise, as
 * finishing one leaves it (the score and pass are written at finishing; the log is not needed).
 */
export async function passPractice(
  db: Db,
  userId: string,
  courseId: string,
  {
    score = 88,
    passed = true,
    at = new Date(),
    durationSeconds = 300,
    mode = "assessed" as "assessed" | "coached",
    only = undefined as string | undefined,
  } = {},
) {
  // Evidence needs every scenario of the course passed in an assessed attempt (decision 0054):
  // one attempt at each, or at the scenario keyed `only`.
  const scenarios = await db
    .select({ id: practiceScenarios.id, key: practiceScenarios.key })
    .from(practiceScenarios)
    .where(eq(practiceScenarios.courseId, courseId))
    .orderBy(asc(practiceScenarios.key));
  const chosen = scenarios.filter((scenario) => only === undefined || scenario.key === only);
  if (chosen.length === 0) throw new Error(`course ${courseId} has no practice scenario`);
  await db.insert(practiceAttempts).values(
    chosen.map((scenario) => ({
      userId,
      scenarioId: scenario.id,
      startedAt: new Date(at.getTime() - durationSeconds * 1000),
      finishedAt: at,
      score,
      durationSeconds,
      passed,
      mode,
    })),
  );
}

/**
 * Moves a learner's evidence of a course (lessons engaged, results, practice sessions) and any
 * certificate to `at`, as if they completed it then: expiry counts from the completion
 * (docs/product/institutions.md#renewal). The summary follows through its triggers.
 */
export async function dateCompletion(db: Db, userId: string, courseId: string, at: Date) {
  await db
    .update(lessonEngagement)
    .set({ engagedAt: at, lastReportAt: at })
    .where(
      and(
        eq(lessonEngagement.userId, userId),
        eq(lessonEngagement.courseId, courseId),
        isNotNull(lessonEngagement.engagedAt),
      ),
    );
  await db
    .update(assessmentResults)
    .set({ createdAt: at })
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.courseId, courseId)));
  const scenarios = db
    .select({ id: practiceScenarios.id })
    .from(practiceScenarios)
    .where(eq(practiceScenarios.courseId, courseId));
  await db
    .update(practiceAttempts)
    .set({ startedAt: at, finishedAt: at })
    .where(
      and(eq(practiceAttempts.userId, userId), inArray(practiceAttempts.scenarioId, scenarios)),
    );
  await db
    .update(certificates)
    .set({ awardedAt: at })
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
}
