import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedCourse } from "../../tests/support/generated-course";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { openTestDatabase } from "../../tests/support/test-database";
import { createQueryCounter } from "../db/query-counter";
import { upsertCourse } from "../db/seed/upsert-course";

const counter = createQueryCounter();
let subject: TestApp;
let learner: Learner;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  await upsertCourse(subject.database.db, generatedCourse("small-course", 1, 2));
  await upsertCourse(subject.database.db, generatedCourse("large-course", 20, 10));
  learner = await signUpLearner(subject, "counted@example.org", { tier: "standard" });
  // The first visit enrols; measure the visits after it.
  for (const slug of ["small-course", "large-course"])
    await learner.request(`/course/${slug}/start`);
});
afterAll(async () => {
  await subject.close();
});

async function statementsOf(path: string) {
  counter.take();
  const response = await learner.request(path);
  expect(response.status).toBe(200);
  await response.text();
  return counter.take();
}

/**
 * The statements one request of `path` runs: the fewer of two identical requests, so that a
 * statement of the process's own (on PostgreSQL, under load, one run counted two more) landing
 * in the window is not charged to the page. A query per lesson or module shows in both.
 */
async function queriesFor(path: string) {
  const [first, second] = [await statementsOf(path), await statementsOf(path)];
  return Math.min(first.length, second.length);
}

describe("SQL queries per screen (one loader per screen, no query per lesson or module)", () => {
  it("the lesson player: the same small number for 2 lessons and for 200", async () => {
    const small = await queriesFor("/course/small-course/start/lesson-1-2");
    const large = await queriesFor("/course/large-course/start/lesson-20-10");
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(6);
    const data = await queriesFor("/course/large-course/start/lesson-20-10.data");
    expect(data).toBe(large);
  });

  it("the course page and the dashboard: constant too", async () => {
    const small = await queriesFor("/course/small-course");
    const large = await queriesFor("/course/large-course");
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(5);
    expect(await queriesFor("/dashboard")).toBeLessThanOrEqual(5);
  });
});
