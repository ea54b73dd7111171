import { asc, count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerFieldPrefix } from "@common/learning/assessment-scoring";
import {
  assessmentOptions,
  assessmentQuestions,
  assessmentResults,
  assessments,
  auditLog,
  courses,
  lessons,
} from "@server/db/schema";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { signInAdmin } from "../../../tests/support/admin";
import { generatedCourse } from "../../../tests/support/generated-course";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learner: Learner;
let courseId: string;

beforeAll(async () => {
  subject = await startTestApp();
  await upsertCourse(subject.database.db, generatedCourse("assessed", 1, 1));
  admin = await signInAdmin(subject, "questions@example.org");
  learner = await signUpLearner(subject, "learner@example.org", { tier: "standard" });
  const [row] = await subject.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, "assessed"));
  courseId = row!.id;
});
afterAll(async () => {
  await subject.close();
});

const db = () => subject.database.db;
const page = () => `/admin/courses/${courseId}/assessment`;
const post = (fields: Record<string, string>) => admin.postForm(page(), fields);
const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const questions = () =>
  db().select().from(assessmentQuestions).orderBy(asc(assessmentQuestions.orderNumber));

const question = (text: string, correct: string, fields: Record<string, string> = {}) => ({
  intent: "save-question",
  formKey: "question-new",
  text,
  optionA: `${text}: first`,
  optionB: `${text}: second`,
  optionC: `${text}: third`,
  optionD: `${text}: fourth`,
  correctOption: correct,
  explanation: `Because of ${text}.`,
  ...fields,
});

describe("the assessment editor", () => {
  it("creates the assessment with its first question, then adds more at the end", async () => {
    expect(await (await admin.request(page())).text()).toContain(
      "adding the first question creates it",
    );
    for (const [text, correct] of [
      ["Tourniquet", "B"],
      ["Angle", "C"],
      ["Dressing", "A"],
    ] as const)
      expect((await post(question(text, correct))).status).toBe(302);
    const rows = await questions();
    expect(rows.map((q) => [q.text, q.correctOption, q.orderNumber])).toEqual([
      ["Tourniquet", "B", 1],
      ["Angle", "C", 2],
      ["Dressing", "A", 3],
    ]);
    const [assessment] = await db()
      .select()
      .from(assessments)
      .where(eq(assessments.courseId, courseId));
    expect(assessment!.title).toBe("Generated course 1×1: assessment");
    const options = await db()
      .select()
      .from(assessmentOptions)
      .where(eq(assessmentOptions.questionId, rows[0]!.id));
    expect(options).toHaveLength(4);
    expect(await lastAudit()).toMatchObject({ action: "question.create", before: null });
    const html = await (await admin.request(page())).text();
    expect(html).toContain("Because of Angle.");
  });

  it("refuses a question without its key or an option, keeping what was typed", async () => {
    const before = await auditCount();
    const refused = await post(question("Half-written", "", { optionC: "", correctOption: "" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Option C is required");
    expect(html).toContain("Choose the correct option");
    expect(html).toContain("Half-written: fourth");
    expect(await questions()).toHaveLength(3);
    expect(await auditCount()).toBe(before);
  });

  it("edits, moves and deletes questions while a learner's stored result stays readable", async () => {
    const rows = await questions();
    const answers = Object.fromEntries(
      rows.map((q) => [`${answerFieldPrefix}${q.id}`, q.correctOption]),
    );
    // The learner's attempt draws from the bank when the page opens (the whole bank of three here).
    await learner.request("/course/assessed/assessment");
    const submitted = await learner.postForm("/course/assessed/assessment", answers);
    expect(submitted.status).toBe(303);
    const resultUrl = submitted.headers.get("location")!;

    const edited = await post(
      question("Tourniquet position", "D", { id: rows[0]!.id, formKey: `question-${rows[0]!.id}` }),
    );
    expect(edited.status).toBe(302);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "question.update", subjectId: rows[0]!.id });
    expect(entry.before).toMatchObject({ text: "Tourniquet", correctOption: "B" });
    expect(entry.after).toMatchObject({ text: "Tourniquet position", correctOption: "D" });
    expect((await questions())[0]!.id).toBe(rows[0]!.id);

    expect((await post({ intent: "move-question", id: rows[2]!.id, direction: "up" })).status).toBe(
      302,
    );
    expect((await questions()).map((q) => q.text)).toEqual([
      "Tourniquet position",
      "Dressing",
      "Angle",
    ]);

    expect((await post({ intent: "delete-question", id: rows[1]!.id })).status).toBe(400);
    expect(
      (await post({ intent: "delete-question", id: rows[1]!.id, confirm: "yes" })).status,
    ).toBe(302);
    expect((await questions()).map((q) => q.text)).toEqual(["Tourniquet position", "Dressing"]);
    expect(await lastAudit()).toMatchObject({ action: "question.delete", after: null });

    const [result] = await db().select().from(assessmentResults);
    expect(result!.score).toBe(100);
    const review = await learner.request(resultUrl);
    expect(review.status).toBe(200);
    const learnerPage = await (await learner.request("/course/assessed/assessment")).text();
    expect(learnerPage).toContain("Tourniquet position");
    expect(learnerPage).not.toContain("Because of Dressing.");
  });

  it("records a question's outcome, the lesson section that teaches it and its source", async () => {
    const [lesson] = await db().select({ id: lessons.id }).from(lessons).limit(1);
    const fields = {
      outcome: "Choose the site",
      teachesLessonId: lesson!.id,
      teachesSection: "Why it matters",
      source: "NICE CG174, 1.3.2",
    };
    expect((await post(question("Site", "B", fields))).status).toBe(302);
    const saved = (await questions()).at(-1)!;
    expect(saved).toMatchObject({ ...fields, text: "Site" });
    expect((await lastAudit()).after).toMatchObject(fields);
    const foreign = await post(
      question("Elsewhere", "B", { teachesLessonId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(foreign.status).toBe(422);
    expect(await foreign.text()).toContain("Choose one of the course&#x27;s lessons");
  });

  it("saves the draw, review and pause settings within their bounds, audited", async () => {
    const bank = (await questions()).length;
    const settings = (values: Record<string, string>) =>
      post({
        intent: "save-settings",
        formKey: "settings",
        drawCount: "2",
        reviewAfterFail: "full",
        failureLimit: "5",
        failureWindowHours: "48",
        ...values,
      });
    expect((await settings({})).status).toBe(302);
    const [saved] = await db().select().from(assessments).where(eq(assessments.courseId, courseId));
    expect(saved).toMatchObject({
      drawCount: 2,
      reviewAfterFail: "full",
      failureLimit: 5,
      failureWindowHours: 48,
    });
    expect(await lastAudit()).toMatchObject({
      action: "assessment.settings",
      after: { drawCount: 2, reviewAfterFail: "full", failureLimit: 5, failureWindowHours: 48 },
    });
    const before = await auditCount();
    const tooMany = await settings({ drawCount: String(bank + 1) });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.text()).toContain(
      `Questions per attempt cannot be more than the bank&#x27;s ${bank} questions`,
    );
    const outOfBounds: Record<string, string>[] = [
      { failureLimit: "0" },
      { failureWindowHours: "721" },
      { reviewAfterFail: "all" },
    ];
    for (const values of outOfBounds) expect((await settings(values)).status).toBe(400);
    expect(await auditCount()).toBe(before);
    expect(
      (await learner.postForm(page(), { intent: "save-settings", drawCount: "1" })).status,
    ).toBe(404);
  });

  it("answers a member's posts with 404 and changes nothing", async () => {
    const [first] = await questions();
    const before = await auditCount();
    const attempts: Record<string, string>[] = [
      question("Sneaky", "A"),
      question("Sneaky", "A", { id: first!.id }),
      { intent: "move-question", id: first!.id, direction: "down" },
      { intent: "delete-question", id: first!.id, confirm: "yes" },
    ];
    for (const fields of attempts)
      expect((await learner.postForm(page(), fields)).status).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await questions())[0]).toEqual(first);
  });
});
