import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  offerCourses,
  recordResult,
} from "../../tests/support/cohort-fixtures";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { openTestDatabase } from "../../tests/support/test-database";
import { createQueryCounter } from "../db/query-counter";
import { cohortMembers, institutionSeats } from "../db/schema/index";

// docs/product/learning.md#dashboard: courses a learner's cohorts assigned come first on the dashboard, with the cohort
// and the due date, "Overdue" once it has passed and the course is not done.
const counter = createQueryCounter();
let subject: TestApp;
let learner: Learner;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  const { db } = subject.database;
  const free = await insertCourse(db, "not-assigned", 1);
  const later = await insertCourse(db, "due-later", 2);
  const late = await insertCourse(db, "due-passed", 2);
  const passed = await insertCourse(db, "passed-late", 2);
  const institutionId = await insertInstitution(db, "Dashboard Trust");
  await offerCourses(db, institutionId, [free.id, later.id, late.id, passed.id]);
  learner = await signUpLearner(subject, "assigned@trust.example");
  await db
    .insert(institutionSeats)
    .values({ institutionId, userId: learner.userId, source: "invitation" });
  const intake = await insertCohort(db, institutionId, "F1 doctors, August intake", {
    dueDate: "2099-03-01",
    courseIds: [later.id],
  });
  const refresher = await insertCohort(db, institutionId, "Resuscitation refresher", {
    dueDate: "2020-01-31",
    courseIds: [late.id, passed.id],
  });
  await db.insert(cohortMembers).values([
    { cohortId: intake, institutionId, userId: learner.userId },
    { cohortId: refresher, institutionId, userId: learner.userId },
  ]);
  // Done: every lesson studied and the assessment passed (its evidence of completion).
  await engageLessons(db, learner.userId, passed);
  await recordResult(db, learner.userId, passed.id, 95);
  // Passed without studying: not done, so still overdue.
  await recordResult(db, learner.userId, late.id, 95);
});
afterAll(() => subject.close());

describe("the dashboard of a learner in cohorts", () => {
  it("lists assigned courses first, soonest due first, labelled with cohort and due date", async () => {
    counter.take();
    const response = await learner.request("/dashboard");
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(counter.take().length).toBeLessThanOrEqual(5);
    const at = (title: string) => html.indexOf(`Course ${title}`);
    for (const title of ["due-passed", "passed-late", "due-later", "not-assigned"]) {
      expect(at(title)).toBeGreaterThan(0);
    }
    expect(at("due-passed")).toBeLessThan(at("due-later"));
    expect(at("passed-late")).toBeLessThan(at("due-later"));
    expect(at("due-later")).toBeLessThan(at("not-assigned"));
    const articles = html.split("<article").slice(1);
    const card = (title: string) => articles.find((a) => a.includes(`Course ${title}<`)) ?? "";
    expect(card("due-later")).toContain("Assigned to F1 doctors, August intake");
    expect(card("due-later")).toContain("Due 1 March 2099");
    expect(card("due-passed")).toContain("Resuscitation refresher");
    expect(card("due-passed")).toContain("Overdue");
    // Passed before anyone chased: the date, not "Overdue".
    expect(card("passed-late")).toContain("Due 31 January 2020");
    expect(card("passed-late")).not.toContain("Overdue");
    expect(card("not-assigned")).not.toContain("Assigned to");
  });
});
