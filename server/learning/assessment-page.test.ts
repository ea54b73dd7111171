import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerField } from "@common/learning/assessment-scoring";
import { assessmentQuestions, assessmentResults, assessments, courses } from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { httpSession, testOrigin } from "../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
let ada: Learner;
let mallory: Learner;
let unsubscribed: Learner;
let questions: { id: string; correct: string; explanation: string }[];

const page = `${testOrigin}/course/demo-iv-cannulation/assessment`;

beforeAll(async () => {
  subject = await startTestApp();
  await seedAll(subject.database.db);
  ada = await signUpLearner(subject, "ada@example.org", { tier: "standard" });
  mallory = await signUpLearner(subject, "mallory@example.org", { tier: "standard" });
  unsubscribed = await signUpLearner(subject, "no-plan@example.org");
  questions = await subject.database.db
    .select({
      id: assessmentQuestions.id,
      correct: assessmentQuestions.correctOption,
      explanation: assessmentQuestions.explanation,
    })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(eq(courses.slug, "demo-iv-cannulation"))
    .orderBy(asc(assessmentQuestions.orderNumber));
});
afterAll(async () => {
  await subject.close();
});

const wrong = (letter: string) => (letter === "A" ? "B" : "A");
/** Answers right for the first `right` questions, wrong for the rest. */
const answers = (right: number) =>
  Object.fromEntries(
    questions.map((q, i) => [answerField(q.id), i < right ? q.correct : wrong(q.correct)]),
  );
const resultsOf = (learner: Learner) =>
  subject.database.db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, learner.userId));

describe("the assessment page", () => {
  it("seeds the first specification's four questions first, with B, B, C, B", () => {
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.slice(0, 4).map((q) => q.correct)).toEqual(["B", "B", "C", "B"]);
  });

  it("carries no answer key or explanation, in the HTML or the data request", async () => {
    const html = await (await ada.request(page)).text();
    expect(html).toContain("Assessment 01");
    const data = await (await ada.request(`${page}.data`)).text();
    for (const body of [html, data]) {
      for (const q of questions) expect(body).not.toContain(q.explanation);
      expect(body).not.toMatch(/correctOption|correct_option|"correct"/);
    }
  });

  it("scores on the server, stores the attempt and lands on its result", async () => {
    const response = await ada.postForm(page, answers(questions.length));
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/\/course\/demo-iv-cannulation\/assessment\?result=[\w-]+$/);
    const [stored] = await resultsOf(ada);
    expect(stored).toMatchObject({ score: 100, passed: true });
    const result = await (await ada.request(`${testOrigin}${location}`)).text();
    expect(result).toContain("Assessment Complete");
    expect(result).toContain(`${questions.length} out of ${questions.length} correct`);
    expect(result).toContain("Last score: 100%");
  });

  it("ignores a forged score and counts only the stored key", async () => {
    const before = (await resultsOf(mallory)).length;
    await mallory.postForm(page, { ...answers(0), score: "100", passed: "true" });
    const after = await resultsOf(mallory);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ score: 0, passed: false });
  });

  it("refuses a missing answer with the page's message and stores nothing", async () => {
    const before = (await resultsOf(ada)).length;
    const partial = answers(questions.length);
    delete partial[answerField(questions[0]!.id)];
    const response = await ada.postForm(page, partial);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please answer all questions before submitting.");
    const unknown = await ada.postForm(page, {
      ...answers(questions.length),
      [answerField(questions[1]!.id)]: "E",
    });
    expect(unknown.status).toBe(400);
    expect(await resultsOf(ada)).toHaveLength(before);
  });

  it("shows another person's attempt to no one but its owner: 404", async () => {
    const [attempt] = await subject.database.db
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(and(eq(assessmentResults.userId, ada.userId)));
    const response = await mallory.request(`${page}?result=${attempt!.id}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Assessment Complete");
  });

  it("is for subscribers: others go to /pricing, signed-out visitors to /login", async () => {
    const refused = await unsubscribed.request(page);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/pricing");
    const posted = await unsubscribed.postForm(page, answers(questions.length));
    expect(posted.headers.get("location")).toBe("/pricing");
    expect(await resultsOf(unsubscribed)).toEqual([]);
    const visitor = await httpSession(subject).request(page);
    expect(visitor.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/course/demo-iv-cannulation/assessment")}`,
    );
  });
});
