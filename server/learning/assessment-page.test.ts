import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerField } from "@common/learning/assessment-scoring";
import { tryAgainSentence } from "@common/learning/assessment-texts";
import { sectionAnchor } from "@common/learning/section-anchor";
import { assessmentResults } from "@server/db/schema";
import {
  answerKeyOf,
  insertAssessedCourse,
  openDrawOf,
  secretExplanation,
  setAssessmentSettings,
} from "../../tests/support/assessment-bank";
import { httpSession, testOrigin } from "../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";

let subject: TestApp;
let ada: Learner;
let mallory: Learner;
let unsubscribed: Learner;
let courseId: string;
let assessmentId: string;
let firstLessonId: string;
let key: Map<string, string>;

const slug = "drawn-course";
const page = `${testOrigin}/course/${slug}/assessment`;
const bankSize = 12;

beforeAll(async () => {
  subject = await startTestApp();
  ({ courseId, assessmentId, firstLessonId } = await insertAssessedCourse(
    subject.database.db,
    slug,
    bankSize,
    4,
  ));
  key = await answerKeyOf(subject.database.db, assessmentId);
  ada = await signUpLearner(subject, "ada@example.org", { tier: "standard" });
  mallory = await signUpLearner(subject, "mallory@example.org", { tier: "standard" });
  unsubscribed = await signUpLearner(subject, "no-plan@example.org");
  await setAssessmentSettings(subject.database.db, assessmentId, { failureLimit: 100 });
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const wrong = (letter: string) => (letter === "A" ? "B" : "A");
const allExplanations = () => Array.from({ length: bankSize }, (_, i) => secretExplanation(i + 1));

/** Opens the page (which draws) and returns the learner's draw and the page's HTML. */
async function openAttempt(learner: Learner) {
  const response = await learner.request(page);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, draw: (await openDrawOf(db(), learner.userId, courseId))! };
}

/** The form's fields for a draw: right for the first `right` questions, wrong for the rest. */
const answersTo = (draw: { id: string }[], right: number) =>
  Object.fromEntries(
    draw.map((q, i) => [answerField(q.id), i < right ? key.get(q.id)! : wrong(key.get(q.id)!)]),
  );

const resultsOf = (learner: Learner) =>
  db().select().from(assessmentResults).where(eq(assessmentResults.userId, learner.userId));

const resultUrlOf = (response: Response) => `${testOrigin}${response.headers.get("location")}`;

describe("the assessment page", () => {
  it("shows exactly the open draw, options in the drawn order, no key or explanation", async () => {
    const { html, draw } = await openAttempt(ada);
    expect(draw).toHaveLength(4);
    const data = await (await ada.request(`${page}.data`)).text();
    for (const body of [html, data]) {
      for (const explanation of allExplanations()) expect(body).not.toContain(explanation);
      expect(body).not.toMatch(/correctOption|correct_option|"correct"|correctAnswer/);
    }
    // Each drawn question's options appear in the drawn order, the draw's questions only.
    const shown = [...html.matchAll(/name="answer-([\w-]+)"(?: checked="")? value="([A-D])"/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(shown).toEqual(draw.flatMap((q) => q.options.map((letter) => [q.id, letter])));
    const labels = [...html.matchAll(/<span>([A-D])\. Option ([A-D]) of q\d+<\/span>/g)];
    expect(labels.map((m) => m[1])).toEqual(draw.flatMap(() => ["A", "B", "C", "D"]));
    expect(labels.map((m) => m[2])).toEqual(draw.flatMap((q) => q.options));
    // A second visit shows the same attempt.
    expect((await openAttempt(ada)).draw).toEqual(draw);
  });

  it("draws anew for each attempt and scores each against its own draw", async () => {
    const draws: { id: string; options: string[] }[][] = [];
    for (let i = 0; i < 10 && new Set(draws.map((d) => JSON.stringify(d))).size < 2; i++) {
      const { draw } = await openAttempt(mallory);
      draws.push(draw);
      const response = await mallory.postForm(page, answersTo(draw, i % 2 ? 1 : 4));
      expect(response.status).toBe(303);
    }
    expect(new Set(draws.map((d) => JSON.stringify(d))).size).toBe(2);
    const stored = await db()
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, mallory.userId))
      .orderBy(assessmentResults.createdAt);
    expect(stored.map((r) => r.questions)).toEqual(draws);
    expect(stored.map((r) => r.score)).toEqual(draws.map((_, i) => (i % 2 ? 25 : 100)));
  });

  it("lands on the result with the success toast and the full review after a pass", async () => {
    const { draw } = await openAttempt(ada);
    const response = await ada.postForm(page, answersTo(draw, 4));
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toContain(
      encodeURIComponent("Assessment result saved successfully"),
    );
    const html = await (await ada.request(resultUrlOf(response))).text();
    expect(html).toContain("Assessment Complete");
    expect(html).toContain("4 out of 4 correct");
    expect(html).toContain("Correct answer:");
    expect(html).toMatch(/Because q\d+ is so \(a secret until passed\)/);
    expect(html).toContain("Test guidance, section");
    expect(await openDrawOf(db(), ada.userId, courseId)).toBeNull();
  });

  it("refuses a question from another attempt or an option of another question: 400, nothing stored", async () => {
    const { draw } = await openAttempt(ada);
    const before = (await resultsOf(ada)).length;
    const notDrawn = [...key.keys()].find((id) => !draw.some((q) => q.id === id))!;
    const forged = await ada.postForm(page, {
      ...answersTo(draw, 4),
      [answerField(notDrawn)]: "A",
    });
    expect(forged.status).toBe(400);
    const swapped = answersTo(draw, 4);
    swapped[answerField(draw[0]!.id)] = "E";
    expect((await ada.postForm(page, swapped)).status).toBe(400);
    const partial = answersTo(draw, 4);
    delete partial[answerField(draw[1]!.id)];
    const unanswered = await ada.postForm(page, partial);
    expect(unanswered.status).toBe(400);
    expect(await unanswered.text()).toContain("Please answer all questions before submitting.");
    expect(await resultsOf(ada)).toHaveLength(before);
    expect(await openDrawOf(db(), ada.userId, courseId)).toEqual(draw);
  });

  it("after a fail shows what was wrong and where it is taught, never the key", async () => {
    const { draw } = await openAttempt(ada);
    const response = await ada.postForm(page, answersTo(draw, 1));
    const url = resultUrlOf(response);
    const html = await (await ada.request(url)).text();
    const data = await (await ada.request(url.replace("?", ".data?"))).text();
    expect(html).toContain("1 out of 4 correct");
    expect(html).toContain("25%");
    const anchor = sectionAnchor("Why it matters");
    expect(anchor).toBe("why-it-matters");
    expect(html).toContain(`href="/course/${slug}/start/${firstLessonId}#${anchor}"`);
    expect(html).toContain("Revise: Why it matters");
    for (const body of [html, data]) {
      for (const explanation of allExplanations()) expect(body).not.toContain(explanation);
      expect(body).not.toMatch(
        /correctOption|correct_option|"correct"|correctAnswer|Correct answer/,
      );
      expect(body).not.toContain("Test guidance, section");
    }
  });

  it("with the 'full' policy shows the key even after a fail", async () => {
    await setAssessmentSettings(db(), assessmentId, { reviewAfterFail: "full" });
    const { draw } = await openAttempt(ada);
    const response = await ada.postForm(page, answersTo(draw, 0));
    const html = await (await ada.request(resultUrlOf(response))).text();
    expect(html).toContain("0 out of 4 correct");
    expect(html).toContain("Correct answer:");
    expect(html).toMatch(/a secret until passed/);
    await setAssessmentSettings(db(), assessmentId, { reviewAfterFail: "wrong-only" });
  });

  it("pauses after the third failure within 24 hours and says when it opens", async () => {
    const bea = await signUpLearner(subject, "bea@example.org", { tier: "standard" });
    await setAssessmentSettings(db(), assessmentId, { failureLimit: 3 });
    for (let i = 0; i < 3; i++) {
      const { draw } = await openAttempt(bea);
      expect((await bea.postForm(page, answersTo(draw, 0))).status).toBe(303);
    }
    const [first] = await db()
      .select({ at: assessmentResults.createdAt })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, bea.userId))
      .orderBy(assessmentResults.createdAt)
      .limit(1);
    const sentence = tryAgainSentence(new Date(first!.at.getTime() + 24 * 3_600_000));
    expect(sentence).toMatch(/^You can try again on \w+day \d{1,2} \w+ at \d\d:\d\d\.$/);
    const paused = await bea.request(page);
    const html = await paused.text();
    expect(html).toContain(sentence);
    expect(html).not.toContain("Submit Assessment");
    expect(await openDrawOf(db(), bea.userId, courseId)).toBeNull();
    // A fourth attempt posted anyway (an old tab's draw, forced here) is refused: 422, nothing stored.
    await setAssessmentSettings(db(), assessmentId, { failureLimit: 100 });
    const { draw } = await openAttempt(bea);
    await setAssessmentSettings(db(), assessmentId, { failureLimit: 3 });
    const fourth = await bea.postForm(page, answersTo(draw, 4));
    expect(fourth.status).toBe(422);
    expect(await fourth.text()).toContain(sentence);
    expect(await resultsOf(bea)).toHaveLength(3);
    await setAssessmentSettings(db(), assessmentId, { failureLimit: 100 });
  });

  it("shows another person's attempt to no one but its owner: 404", async () => {
    const [attempt] = await resultsOf(ada);
    const response = await mallory.request(`${page}?result=${attempt!.id}`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Assessment Complete");
    expect((await mallory.request(`${page}?result=not-an-id`)).status).toBe(404);
  });

  it("is for subscribers: others go to /pricing, signed-out visitors to /login", async () => {
    const refused = await unsubscribed.request(page);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/pricing");
    const posted = await unsubscribed.postForm(page, { [answerField(courseId)]: "A" });
    expect(posted.headers.get("location")).toBe("/pricing");
    expect(await resultsOf(unsubscribed)).toEqual([]);
    const visitor = await httpSession(subject).request(page);
    expect(visitor.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/course/${slug}/assessment`)}`,
    );
  });
});

describe("when the database refuses", () => {
  it("a result it will not save still shows its score, keeps the answers, and the retry scores the same draw", async () => {
    const { draw } = await openAttempt(ada);
    const before = (await resultsOf(ada)).length;
    await db().execute(`create function refuse_result() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`);
    await db().execute(`create trigger refuse_result before insert on assessment_results
      for each row execute function refuse_result()`);
    const answers = answersTo(draw, 3);
    const failed = await ada.postForm(page, answers);
    expect(failed.status).toBe(500);
    const html = await failed.text();
    expect(html).toContain("Failed to save assessment result");
    expect(html).toContain("Failed to save your assessment result. Please try again.");
    expect(html).toContain("3 out of 4 correct");
    expect(html).toContain("75%");
    expect(html).toContain("Try again");
    const [firstId, firstValue] = Object.entries(answers)[0]!;
    expect(html).toContain(`name="${firstId}" checked="" value="${firstValue}"`);
    expect(await resultsOf(ada)).toHaveLength(before);
    expect(await openDrawOf(db(), ada.userId, courseId)).toEqual(draw);
    await db().execute("drop trigger refuse_result on assessment_results");
    await db().execute("drop function refuse_result");
    const retried = await ada.postForm(page, answers);
    expect(retried.status).toBe(303);
    const stored = await resultsOf(ada);
    expect(stored).toHaveLength(before + 1);
    expect(
      stored.find((r) => `${testOrigin}${retried.headers.get("location")}`.endsWith(r.id)),
    ).toMatchObject({ score: 75, questions: draw });
  });

  it("a history it cannot read leaves the questions, with 'Failed to load assessment history'", async () => {
    await db().execute("alter table assessment_results rename column score to score_hidden");
    try {
      const response = await ada.request(page);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Failed to load assessment history");
      expect(html).toContain("Submit Assessment");
    } finally {
      await db().execute("alter table assessment_results rename column score_hidden to score");
    }
  });

  it("any other failure of a submission answers 'An unexpected error occurred', nothing stored", async () => {
    const { draw } = await openAttempt(ada);
    const before = (await resultsOf(ada)).length;
    await db().execute(`create function refuse_draw() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`);
    await db().execute(`create trigger refuse_draw before delete on assessment_draws
      for each row execute function refuse_draw()`);
    try {
      const response = await ada.postForm(page, answersTo(draw, 4));
      expect(response.status).toBe(500);
      expect(await response.text()).toContain("An unexpected error occurred");
    } finally {
      await db().execute("drop trigger refuse_draw on assessment_draws");
      await db().execute("drop function refuse_draw");
    }
    expect(await resultsOf(ada)).toHaveLength(before);
    expect(await openDrawOf(db(), ada.userId, courseId)).toEqual(draw);
  });
});
