import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { assessmentQuestions, assessmentResults, users } from "@server/db/schema";
import type { AssessmentSeed } from "@server/db/seed/content/assessments/assessment-seed";
import { upsertAssessment } from "@server/db/seed/upsert-assessment";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { generatedCourse } from "../../tests/support/generated-course";
import { openTestDatabase } from "../../tests/support/test-database";
import {
  listAttempts,
  loadAssessmentQuestions,
  loadAttemptReview,
  submitAnswers,
} from "./assessment";

let database: Database;
let courseId: string;
let assessmentId: string;
const learner = randomUUID();
const other = randomUUID();

const option = (letter: "A" | "B" | "C" | "D", text: string) => ({ letter, text });
const question = (key: string, correct: "A" | "B" | "C" | "D") => ({
  key,
  text: `Question ${key}?`,
  options: [
    option("A", `${key} a`),
    option("B", `${key} b`),
    option("C", `${key} c`),
    option("D", `${key} d`),
  ] as AssessmentSeed["questions"][number]["options"],
  correct,
  explanation: `Because ${key} is so (a secret until scored).`,
  outcome: "The whole course",
  teaches: { lesson: "lesson-1-1", section: "Why it matters" },
  source: "A test bank's source.",
});
const seed: AssessmentSeed = {
  courseSlug: "assessed-course",
  title: "Assessment 01",
  basis: "A test bank.",
  outcomes: ["The whole course"],
  drawCount: 4,
  questions: [question("q1", "B"), question("q2", "B"), question("q3", "C"), question("q4", "B")],
};

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await upsertCourse(db, generatedCourse("assessed-course", 1, 2));
  assessmentId = await upsertAssessment(db, seed);
  const loaded = await loadAssessmentQuestions(db, (await courseOf(db))!);
  courseId = (await courseOf(db))!;
  expect(loaded?.id).toBe(assessmentId);
  await db.insert(users).values([
    { id: learner, name: "Ada Okafor", email: "ada@example.org" },
    { id: other, name: "Mallory Price", email: "mallory@example.org" },
  ]);
});
afterAll(async () => {
  await database.close();
});

async function courseOf(db: Database["db"]) {
  const { courses } = await import("@server/db/schema");
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "assessed-course"));
  return row?.id;
}

async function answersFor(letters: string[]) {
  const questions = await database.db
    .select({ id: assessmentQuestions.id, order: assessmentQuestions.orderNumber })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(assessmentQuestions.orderNumber);
  return Object.fromEntries(questions.map((q, i) => [q.id, letters[i] ?? ""]));
}

const resultsOf = (userId: string) =>
  database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId));

describe("the assessment", () => {
  it("shows questions and options in order, never the answer key or explanations", async () => {
    const loaded = await loadAssessmentQuestions(database.db, courseId);
    expect(loaded?.questions.map((q) => q.number)).toEqual([1, 2, 3, 4]);
    expect(loaded?.questions[0]?.options.map((o) => o.letter)).toEqual(["A", "B", "C", "D"]);
    const payload = JSON.stringify(loaded);
    expect(payload).not.toMatch(/correct|explanation|secret until scored/i);
  });

  it.each([
    [["B", "B", "C", "B"], 100, true],
    [["B", "B", "C", "A"], 75, true],
    [["B", "B", "A", "A"], 50, false],
  ])("scores %j on the server: %i%%, passed %s", async (letters, score, passed) => {
    const owner = { userId: learner, courseId };
    const submitted = await submitAnswers(database.db, owner, await answersFor(letters));
    expect(submitted).toMatchObject({ ok: true, result: { score, passed } });
  });

  it("ignores what the client says about its score or correctness", async () => {
    const answers = { ...(await answersFor(["A", "A", "A", "A"])), score: "100", passed: "true" };
    const submitted = await submitAnswers(database.db, { userId: other, courseId }, answers);
    expect(submitted).toMatchObject({ ok: true, result: { score: 0, passed: false } });
    await database.db.delete(assessmentResults).where(eq(assessmentResults.userId, other));
  });

  it("refuses a missing answer or an unknown option, and stores nothing", async () => {
    const owner = { userId: other, courseId };
    const missing = await submitAnswers(database.db, owner, await answersFor(["B", "B", "C"]));
    expect(missing).toEqual({ ok: false, reason: "unanswered" });
    const unknown = await submitAnswers(database.db, owner, await answersFor(["B", "B", "C", "E"]));
    expect(unknown).toEqual({ ok: false, reason: "unknown-option" });
    expect(await resultsOf(other)).toEqual([]);
  });

  it("lists the owner's attempts newest first, and no one else's", async () => {
    const attempts = await listAttempts(database.db, learner, courseId);
    expect(attempts.map((a) => a.score)).toEqual([50, 75, 100]);
    expect(await listAttempts(database.db, other, courseId)).toEqual([]);
  });

  it("reviews an attempt for its owner only: answer, right answer, explanation", async () => {
    const [latest] = await listAttempts(database.db, learner, courseId);
    const review = await loadAttemptReview(database.db, learner, latest!.id);
    expect(review?.questions[2]).toMatchObject({ answer: "A", correct: "C" });
    expect(review?.questions[2]?.explanation).toMatch(/Because q3/);
    expect(await loadAttemptReview(database.db, other, latest!.id)).toBeNull();
  });

  it("reseeds without duplicates and drops questions no longer seeded", async () => {
    await upsertAssessment(database.db, seed);
    await upsertAssessment(database.db, { ...seed, questions: seed.questions.slice(0, 3) });
    const loaded = await loadAssessmentQuestions(database.db, courseId);
    expect(loaded?.questions).toHaveLength(3);
    await upsertAssessment(database.db, seed);
  });
});
