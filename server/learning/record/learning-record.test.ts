import Papa from "papaparse";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rightAnswersToNewAttempt } from "../../../tests/support/assessment-bank";
import {
  certificates,
  courseReflections,
  courses,
  externalCpdActivities,
  lessons,
  modules,
} from "@server/db/schema";
import { seedAll } from "@server/db/seed/seed";
import { testOrigin } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { readPdf } from "../../../tests/support/read-pdf";
import { engageLessons, passPractice } from "../../../tests/support/cohort-fixtures";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";

let subject: TestApp;
let grace: Learner;
let mallory: Learner;
let ivCourseId: string;
let otherCourseId: string;

const slug = "demo-iv-cannulation";
const recordPage = `${testOrigin}/account/learning-record`;

beforeAll(async () => {
  subject = await startTestApp();
  const { db } = subject.database;
  await seedAll(db);
  const all = await db.select({ id: courses.id, slug: courses.slug }).from(courses);
  ivCourseId = all.find((course) => course.slug === slug)!.id;
  otherCourseId = all.find((course) => course.slug !== slug)!.id;
  grace = await signUpLearner(subject, "grace.record@example.org", {
    tier: "premium",
    name: "Grace Okafor",
  });
  mallory = await signUpLearner(subject, "mallory.record@example.org", { tier: "premium" });

  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, ivCourseId))
    .orderBy(asc(lessons.orderNumber));
  for (const { id } of lessonRows) {
    await grace.postForm(`${testOrigin}/course/${slug}/start/${id}`, { intent: "complete" });
  }
  // Evidence of completion (docs/product/learning.md#evidence-of-completion): every lesson
  // studied, 150 s of reading each, and a passed practice session of 5 minutes.
  const lessonIds = lessonRows.map((row) => row.id);
  await engageLessons(db, grace.userId, { id: ivCourseId, lessonIds });
  await passPractice(db, grace.userId, ivCourseId, { durationSeconds: 300 });
  const answers = await rightAnswersToNewAttempt(db, grace, slug, testOrigin);
  await grace.postForm(`${testOrigin}/course/${slug}/assessment`, answers);
});
afterAll(async () => {
  await subject.close();
});

const today = new Date().toISOString().slice(0, 10);
const activity = {
  intent: "external-create",
  title: "Trust sepsis simulation day",
  activityType: "Simulation or skills training",
  activityDate: "2026-03-12",
  hours: "3.5",
  participatory: "on",
  covered: "Recognising sepsis; the Sepsis Six",
  whatLearned: "Escalating a NEWS2 of 5 at once",
  practiceChange: "I now start the Sepsis Six within the hour",
  standards: "NMC Code: Preserve safety",
};
const externalOf = (learner: Learner) =>
  subject.database.db
    .select()
    .from(externalCpdActivities)
    .where(eq(externalCpdActivities.userId, learner.userId));
const reflectionsOf = (learner: Learner) =>
  subject.database.db
    .select()
    .from(courseReflections)
    .where(eq(courseReflections.userId, learner.userId));

describe("the learning record", () => {
  it("lists a completed, passed course with its hours and certificate", async () => {
    const response = await grace.request(recordPage);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [certificate] = await subject.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, grace.userId));
    expect(html).toContain("Intravenous Cannulation");
    expect(html).toContain("E-learning course");
    expect(html).toContain("assessment passed with 100%");
    expect(html).toContain("practice session passed with 88 out of 100");
    // 3 × 150 s of reading and 300 s of practice.
    expect(html.replaceAll("<!-- -->", "")).toContain("Active time measured: 13 min");
    expect(html).toContain(certificate!.number);
    expect(html).toContain(`${subject.config.appUrl}/certificates/${certificate!.number}`);
    expect(html).toMatch(/Total<\/dt><dd[^>]*>2 hours/);
  });

  it("saves a reflection on the learner's own course, and refuses one on a course they have not studied", async () => {
    const fields = {
      intent: "reflection-save",
      courseId: ivCourseId,
      whatLearned: "The VIP score and when to remove a cannula",
      practiceChange: "I score every cannula each shift",
      standards: "NMC Code: Practise effectively",
    };
    const saved = await grace.postForm(recordPage, fields);
    expect(saved.status).toBe(303);
    expect(await reflectionsOf(grace)).toHaveLength(1);
    expect(await (await grace.request(recordPage)).text()).toContain(
      "I score every cannula each shift",
    );

    const notStudied = await grace.postForm(recordPage, { ...fields, courseId: otherCourseId });
    expect(notStudied.status).toBe(404);
    const intruder = await mallory.postForm(recordPage, fields);
    expect(intruder.status).toBe(404);
    expect(await reflectionsOf(mallory)).toHaveLength(0);
    expect((await reflectionsOf(grace))[0]!.whatLearned).toBe(fields.whatLearned);

    const empty = await grace.postForm(recordPage, {
      ...fields,
      whatLearned: " ",
      practiceChange: "",
      standards: "",
    });
    expect(empty.status).toBe(400);
    expect((await reflectionsOf(grace))[0]!.whatLearned).toBe(fields.whatLearned);
  });

  it("refuses bad CPD from elsewhere with clear messages and stores nothing", async () => {
    const response = await grace.postForm(recordPage, {
      ...activity,
      title: "",
      activityDate: "2999-01-01",
      hours: "0.3",
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Give the activity a title.");
    expect(body).toContain("The date cannot be in the future.");
    expect(body).toContain("Round the hours to the quarter hour");
    const blank = await grace.postForm(recordPage, { ...activity, hours: "" });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Enter the hours as a number, such as 1.5.");
    expect(await externalOf(grace)).toHaveLength(0);
  });

  it("adds CPD done elsewhere and counts its participatory hours", async () => {
    expect((await grace.postForm(recordPage, activity)).status).toBe(303);
    const [stored] = await externalOf(grace);
    expect(stored).toMatchObject({ minutes: 210, participatory: true, activityDate: "2026-03-12" });
    const html = await (await grace.request(recordPage)).text();
    expect(html).toMatch(/Total<\/dt><dd[^>]*>5.5 hours/);
    expect(html).toMatch(/Participatory<\/dt><dd[^>]*>3.5 hours/);
    expect(html).toMatch(/Non-participatory<\/dt><dd[^>]*>2 hours/);
  });

  it("lets only the owner change or remove an activity", async () => {
    const [stored] = await externalOf(grace);
    const id = stored!.id;
    const update = { ...activity, intent: "external-update", activityId: id, title: "Hijacked" };
    expect((await mallory.postForm(recordPage, update)).status).toBe(404);
    const remove = { intent: "external-delete", activityId: id };
    expect((await mallory.postForm(recordPage, remove)).status).toBe(404);
    expect((await externalOf(grace))[0]!.title).toBe(activity.title);

    const own = { ...update, title: "Sepsis simulation day" };
    expect((await grace.postForm(recordPage, own)).status).toBe(303);
    expect((await externalOf(grace))[0]!.title).toBe("Sepsis simulation day");
  });

  it("filters by period, and says so when the period is wrong", async () => {
    const spring = await (
      await grace.request(`${recordPage}?from=2026-01-01&to=2026-06-30`)
    ).text();
    expect(spring).toContain("Sepsis simulation day");
    expect(spring).not.toContain("assessment passed with 100%");
    const backwards = await (
      await grace.request(`${recordPage}?from=2026-06-30&to=2026-01-01`)
    ).text();
    expect(backwards).toContain("The start of the period must come before its end.");
  });

  it("exports a CSV with each entry, its reflection and the totals, formulas escaped", async () => {
    await grace.postForm(recordPage, {
      ...activity,
      title: '=HYPERLINK("http://evil.example")',
      participatory: "",
      hours: "1",
      activityDate: today,
    });
    const response = await grace.request(`${recordPage}.csv?from=2026-01-01&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, "")).data;
    expect(rows[0]![0]).toBe("Date");
    const iv = rows.find((row) => row[1] === "Intravenous Cannulation")!;
    expect(rows[0]![4]).toBe("Active time measured (minutes)");
    expect(iv[3]).toBe("2");
    expect(iv[4]).toBe("13");
    expect(iv[10]).toBe("The VIP score and when to remove a cannula");
    expect(rows.find((row) => row[1] === "Sepsis simulation day")![5]).toBe("Yes");
    expect(rows.some((row) => row[1] === '\'=HYPERLINK("http://evil.example")')).toBe(true);
    expect(rows).toContainEqual(["Total hours", "6.5"]);
    expect(rows).toContainEqual(["Participatory hours", "3.5"]);
    expect(rows).toContainEqual(["Non-participatory hours", "3"]);
  });

  it("exports a PDF with the holder, the totals and every entry", async () => {
    const response = await grace.request(`${recordPage}.pdf?from=2026-01-01&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    for (const expected of [
      "Learning record",
      "Grace Okafor",
      "Total: 6.5 hours",
      "Participatory: 3.5 hours",
      "Intravenous Cannulation",
      "Active time measured: 13 min",
      "Sepsis simulation day",
      "I score every cannula each shift",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("shows another learner none of it", async () => {
    const html = await (await mallory.request(recordPage)).text();
    expect(html).not.toContain("Sepsis simulation day");
    expect(html).not.toContain("Intravenous Cannulation");
    const csv = await (await mallory.request(`${recordPage}.csv`)).text();
    expect(csv).not.toContain("Sepsis");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await subject.request(recordPage);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/login");
  });
});
