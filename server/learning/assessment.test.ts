import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { assessmentResults, users } from "@server/db/schema";
import {
  answerKeyOf,
  insertAssessedCourse,
  openDrawOf,
  setAssessmentSettings,
} from "../../tests/support/assessment-bank";
import { openTestDatabase } from "../../tests/support/test-database";
import { listAttempts } from "./assessment";
import { loadAssessmentForLearner } from "./assessment-bank";
import { createOpenDraw } from "./assessment-draw";
import { loadResultForReview } from "./assessment-review";
import { submitAttempt } from "./assessment-submit";

let database: Database;
let courseId: string;
let assessmentId: string;
let key: Map<string, string>;
const learner = randomUUID();
const other = randomUUID();

beforeAll(async () => {
  database = await openTestDatabase();
  ({ courseId, assessmentId } = await insertAssessedCourse(database.db, "assessed-course", 12, 4));
  key = await answerKeyOf(database.db, assessmentId);
  await database.db.insert(users).values([
    { id: learner, name: "Ada Okafor", email: "ada@example.org" },
    { id: other, name: "Mallory Price", email: "mallory@example.org" },
  ]);
  await setAssessmentSettings(database.db, assessmentId, { failureLimit: 100 });
});
afterAll(async () => {
  await database.close();
});

const owner = (userId: string) => ({ userId, courseId });
const wrong = (letter: string) => (letter === "A" ? "B" : "A");

/** Opens a draw for the user (as the page does) and returns it. */
async function draw(userId: string) {
  const assessment = await loadAssessmentForLearner(database.db, courseId, userId);
  return assessment!.openDraw ?? createOpenDraw(database.db, owner(userId), assessment!);
}

/** Answers to a draw: right for the first `right` questions, wrong for the rest. */
const answersTo = (questions: { id: string }[], right: number) =>
  Object.fromEntries(
    questions.map((q, i) => [q.id, i < right ? key.get(q.id)! : wrong(key.get(q.id)!)]),
  );

const resultsOf = (userId: string) =>
  database.db.select().from(assessmentResults).where(eq(assessmentResults.userId, userId));

describe("an attempt's draw", () => {
  it("is drawn once and kept until submitted, the bank's key never in it", async () => {
    const first = await draw(learner);
    expect(first).toHaveLength(4);
    expect(await draw(learner)).toEqual(first);
    const loaded = await loadAssessmentForLearner(database.db, courseId, learner);
    expect(JSON.stringify(loaded)).not.toMatch(/correct|explanation|secret until passed/i);
  });

  it("scores against the draw and the stored key, and stores the draw with the result", async () => {
    const drawn = await draw(learner);
    const submitted = await submitAttempt(database.db, owner(learner), answersTo(drawn, 3));
    expect(submitted).toMatchObject({ ok: true, score: 75, passed: true, rightCount: 3, total: 4 });
    const [stored] = await resultsOf(learner);
    expect(stored?.questions).toEqual(drawn);
    expect(await openDrawOf(database.db, learner, courseId)).toBeNull();
  });

  it("ignores what the client says about its score", async () => {
    const drawn = await draw(other);
    const answers = { ...answersTo(drawn, 0) };
    const submitted = await submitAttempt(database.db, owner(other), answers);
    expect(submitted).toMatchObject({ ok: true, score: 0, passed: false });
    await database.db.delete(assessmentResults).where(eq(assessmentResults.userId, other));
  });

  it("refuses an unanswered question, a question or an option not drawn, and keeps the draw", async () => {
    const drawn = await draw(other);
    const notDrawn = [...key.keys()].find((id) => !drawn.some((q) => q.id === id))!;
    const missing = answersTo(drawn, 4);
    delete missing[drawn[0]!.id];
    expect(await submitAttempt(database.db, owner(other), missing)).toEqual({
      ok: false,
      reason: "unanswered",
    });
    const forged = { ...answersTo(drawn, 4), [notDrawn]: "A" };
    expect(await submitAttempt(database.db, owner(other), forged)).toMatchObject({
      reason: "foreign-answer",
    });
    const badOption = { ...answersTo(drawn, 4), [drawn[1]!.id]: "E" };
    expect(await submitAttempt(database.db, owner(other), badOption)).toMatchObject({
      reason: "foreign-answer",
    });
    expect(await resultsOf(other)).toEqual([]);
    expect(await openDrawOf(database.db, other, courseId)).toEqual(drawn);
  });

  it("refuses a submission with no open draw (sent twice, say)", async () => {
    const drawn = await draw(other);
    await submitAttempt(database.db, owner(other), answersTo(drawn, 4));
    expect(await submitAttempt(database.db, owner(other), answersTo(drawn, 4))).toEqual({
      ok: false,
      reason: "no-draw",
    });
    expect(await resultsOf(other)).toHaveLength(1);
  });

  it("pauses after the limit of failures within the window, until the window after the first", async () => {
    await setAssessmentSettings(database.db, assessmentId, { failureLimit: 2 });
    const start = new Date();
    const fail = async (at: Date) =>
      submitAttempt(database.db, owner(learner), answersTo(await draw(learner), 0), at);
    await fail(start);
    // The stored time is the database's; the pause is measured from it.
    const [firstFailure] = await listAttempts(database.db, learner, courseId);
    await fail(start);
    const refused = await fail(new Date(start.getTime() + 60_000));
    const opensAt = new Date(firstFailure!.createdAt.getTime() + 24 * 3_600_000);
    expect(refused).toEqual({ ok: false, reason: "paused", opensAt });
    const later = await fail(new Date(opensAt.getTime() + 1000));
    expect(later).toMatchObject({ ok: true });
    await setAssessmentSettings(database.db, assessmentId, { failureLimit: 100 });
  });

  it("lists and reviews the owner's attempts only", async () => {
    const attempts = await listAttempts(database.db, learner, courseId);
    expect(attempts.length).toBeGreaterThan(0);
    expect(await listAttempts(database.db, randomUUID(), courseId)).toEqual([]);
    const review = await loadResultForReview(database.db, learner, attempts[0]!.id);
    expect(review?.questions).toHaveLength(4);
    expect(await loadResultForReview(database.db, other, attempts[0]!.id)).toBeNull();
    expect(await loadResultForReview(database.db, learner, "not-an-id")).toBeNull();
  });
});
