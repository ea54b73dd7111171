import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertCohort,
  insertCourse,
  insertInstitution,
  nameManager,
  offerCourses,
} from "../../../tests/support/cohort-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { cohortCourses } from "@server/db/schema";

// docs/product/institutions.md#renewal: a cohort course's validity period, set with the courses
// form; bad input is refused with a clear message and nothing changes; another institution's
// manager gets 404.
let subject: TestApp;
let manager: Learner;
let a: string;
let cohort: string;
let cohortOfB: string;
let course: { id: string };
let lessonsOnly: { id: string };
let cohortOfLessonsOnly: string;

beforeAll(async () => {
  subject = await startTestApp({});
  const { db } = subject.database;
  manager = await signUpLearner(subject, "lead@validity.test");
  a = await insertInstitution(db, "Validity Trust");
  const b = await insertInstitution(db, "Other Trust");
  await nameManager(db, a, manager.userId);
  course = await insertCourse(db, "moving-and-handling", 1);
  await offerCourses(db, a, [course.id]);
  await offerCourses(db, b, [course.id]);
  cohort = await insertCohort(db, a, "Porters", { courseIds: [course.id] });
  cohortOfB = await insertCohort(db, b, "Their porters", { courseIds: [course.id] });
  lessonsOnly = await insertCourse(db, "fire-safety-reading", 2, { withAssessment: false });
  await offerCourses(db, a, [lessonsOnly.id]);
  cohortOfLessonsOnly = await insertCohort(db, a, "Reception", { courseIds: [lessonsOnly.id] });
});
afterAll(() => subject.close());

const validityOf = async (cohortId: string) =>
  (
    await subject.database.db
      .select()
      .from(cohortCourses)
      .where(eq(cohortCourses.cohortId, cohortId))
  )[0]?.validityMonths;
const coursesForm = (months: string) =>
  new URLSearchParams([
    ["intent", "courses"],
    ["courseIds", course.id],
    ["validityCourseIds", course.id],
    ["validityMonths", months],
  ]);

describe("a course's validity period", () => {
  it("is saved with the courses, shown again, and cleared when blank", async () => {
    const settings = `/manage/${a}/cohorts/${cohort}/settings`;
    const saved = await manager.request(settings, { method: "POST", body: coursesForm("12") });
    expect(saved.status).toBe(303);
    expect(await validityOf(cohort)).toBe(12);
    expect(await (await manager.request(settings)).text()).toMatch(
      /name="validityMonths"[^>]*value="12"/,
    );
    await manager.request(settings, { method: "POST", body: coursesForm("") });
    expect(await validityOf(cohort)).toBeNull();
  });

  it("refuses 0, 121 and words with a clear message, and nothing changes", async () => {
    const settings = `/manage/${a}/cohorts/${cohort}/settings`;
    await manager.request(settings, { method: "POST", body: coursesForm("24") });
    for (const months of ["0", "121", "a year", "1.5"]) {
      const refused = await manager.request(settings, {
        method: "POST",
        body: coursesForm(months),
      });
      expect(refused.status, months).toBe(400);
      expect(await refused.text()).toContain(
        "Enter a validity of 1 to 120 months, or leave it blank.",
      );
    }
    expect(await validityOf(cohort)).toBe(24);
  });

  it("answers 404 for another institution's cohort, and nothing changes", async () => {
    for (const path of [
      `/manage/${a}/cohorts/${cohortOfB}/settings`,
      `/manage/${cohortOfB}/cohorts/${cohortOfB}/settings`,
    ]) {
      const response = await manager.request(path, { method: "POST", body: coursesForm("6") });
      expect(response.status, path).toBe(404);
    }
    expect(await validityOf(cohortOfB)).toBeNull();
  });

  it("is refused for a course with nothing to take again, which the form says does not expire", async () => {
    const settings = `/manage/${a}/cohorts/${cohortOfLessonsOnly}/settings`;
    const page = await (await manager.request(settings)).text();
    expect(page).toContain("Does not expire: no assessment or practice session to take again");
    const refused = await manager.request(settings, {
      method: "POST",
      body: new URLSearchParams([
        ["intent", "courses"],
        ["courseIds", lessonsOnly.id],
        ["validityCourseIds", lessonsOnly.id],
        ["validityMonths", "12"],
      ]),
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      "Course fire-safety-reading cannot expire: it has no assessment or practice session to take again.",
    );
    expect(await validityOf(cohortOfLessonsOnly)).toBeNull();
  });
});
