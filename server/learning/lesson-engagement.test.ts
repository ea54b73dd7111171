import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { seededAppForThisFile } from "../../tests/support/test-app";
import { courses, lessonEngagement, lessons } from "../db/schema/index";
import { engagementHeader } from "@common/learning/engagement-texts";
import { engagementColumns } from "./engagement-columns";
import { recordEngagement } from "./lesson-engagement";

// Engagement is measured on the server (docs/product/learning.md#engagement): played ranges and
// visible reading time, each credited no faster than the wall clock, and `engagedAt` set once.

const seeded = seededAppForThisFile();
let ada: Learner;
let ben: Learner;
let visitor: Learner;

const course = "/course/venepuncture-essentials/start";
const videoLesson = { slug: "preparation-consent-and-patient-identification", id: "" };
const textLesson = { slug: "choosing-a-vein", id: "" };
const dataUrl = (lesson: { slug: string }) => `${course}/${lesson.slug}.data`;

beforeAll(async () => {
  const { app } = seeded;
  ada = await signUpLearner(app, "ada.engaged@example.org", { tier: "standard" });
  ben = await signUpLearner(app, "ben.engaged@example.org", { tier: "standard" });
  visitor = await signUpLearner(app, "visitor.engaged@example.org");
  const db = app.database.db;
  // Lengths the tests can reason about: a ten-minute video, and a lesson of text alone.
  const [video] = await db
    .update(lessons)
    .set({ videoSeconds: 600 })
    .where(eq(lessons.slug, videoLesson.slug))
    .returning({ id: lessons.id });
  const [text] = await db
    .update(lessons)
    .set({ videoUrl: null, videoSeconds: null, readingSeconds: 120 })
    .where(eq(lessons.slug, textLesson.slug))
    .returning({ id: lessons.id });
  videoLesson.id = video!.id;
  textLesson.id = text!.id;
});

beforeEach(async () => {
  await seeded.app.database.db.delete(lessonEngagement);
});

type Fields = { ranges?: string; readingSeconds?: string; spanSeconds?: string };

function report(learner: Learner, lesson: { slug: string }, fields: Fields) {
  return learner.postForm(dataUrl(lesson), { intent: "engagement", spanSeconds: "0", ...fields });
}

/** The lesson opens: the first report starts its clock. */
async function open(learner: Learner, lesson: { slug: string }) {
  expect((await report(learner, lesson, {})).status).toBe(200);
}

/** As though the last credited report was `seconds` ago. */
async function wait(learner: Learner, lesson: { id: string }, seconds: number) {
  await seeded.app.database.db
    .update(lessonEngagement)
    .set({ lastReportAt: sql`now() - ${seconds} * interval '1 second'` })
    .where(rowOf(learner, lesson));
}

const rowOf = (learner: Learner, lesson: { id: string }) =>
  and(eq(lessonEngagement.userId, learner.userId), eq(lessonEngagement.lessonId, lesson.id));

async function row(learner: Learner, lesson: { id: string }) {
  const rows = await seeded.app.database.db
    .select()
    .from(lessonEngagement)
    .where(rowOf(learner, lesson));
  return rows[0];
}

const ranges = (...pairs: [number, number][]) => JSON.stringify(pairs);

describe("the video's played ranges", () => {
  it("are merged and clipped to the video", async () => {
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 300);
    const response = await report(ada, videoLesson, {
      ranges: ranges([0, 30], [20, 50], [580, 700]),
      spanSeconds: "300",
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get(engagementHeader)!)).toEqual({
      watchedSeconds: 70,
      readingSeconds: 0,
      engaged: false,
    });
    expect(await row(ada, videoLesson)).toMatchObject({
      playedRanges: [
        [0, 50],
        [580, 600],
      ],
      watchedSeconds: 70,
    });
  });

  it("do not count when 'watched' faster than real time: no more than the wall clock, plus 2 s", async () => {
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 30);
    // The whole ten minutes claimed thirty seconds after the last report (played at 20×, or forged).
    await report(ada, videoLesson, { ranges: ranges([0, 600]), spanSeconds: "600" });
    const after = await row(ada, videoLesson);
    expect(after!.watchedSeconds).toBeGreaterThanOrEqual(30);
    expect(after!.watchedSeconds).toBeLessThanOrEqual(33);
    expect(after!.engagedAt).toBeNull();
  });

  it("sets engagedAt at 90% of the video and not before, and never unsets it", async () => {
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 1000);
    await report(ada, videoLesson, { ranges: ranges([0, 539]), spanSeconds: "1000" });
    expect(await row(ada, videoLesson)).toMatchObject({ watchedSeconds: 539, engagedAt: null });

    await wait(ada, videoLesson, 60);
    await report(ada, videoLesson, { ranges: ranges([539, 540]), spanSeconds: "60" });
    const engaged = await row(ada, videoLesson);
    expect(engaged!.watchedSeconds).toBe(540);
    expect(engaged!.engagedAt).toBeInstanceOf(Date);

    await wait(ada, videoLesson, 60);
    await report(ada, videoLesson, { ranges: ranges([540, 560]), spanSeconds: "60" });
    expect((await row(ada, videoLesson))!.engagedAt).toEqual(engaged!.engagedAt);
  });
});

describe("reading time", () => {
  it("is credited at most 60 s a minute", async () => {
    await open(ada, textLesson);
    await wait(ada, textLesson, 60);
    await report(ada, textLesson, { readingSeconds: "600", spanSeconds: "600" });
    const after = await row(ada, textLesson);
    expect(after!.readingSeconds).toBeGreaterThanOrEqual(60);
    expect(after!.readingSeconds).toBeLessThanOrEqual(63);
  });

  it("engages a lesson without video once its reading time is reached", async () => {
    await open(ada, textLesson);
    await wait(ada, textLesson, 200);
    await report(ada, textLesson, { readingSeconds: "119", spanSeconds: "200" });
    expect(await row(ada, textLesson)).toMatchObject({ readingSeconds: 119, engagedAt: null });
    await wait(ada, textLesson, 30);
    await report(ada, textLesson, { readingSeconds: "1", spanSeconds: "30" });
    const after = await row(ada, textLesson);
    expect(after!.readingSeconds).toBe(120);
    expect(after!.engagedAt).toBeInstanceOf(Date);
  });

  it("two reports at once: the second is worked out again on the first's row, nothing lost", async () => {
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 60);
    // Straight to the domain, so both reads happen before either write.
    const [course] = await seeded.app.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "venepuncture-essentials"));
    const key = { userId: ada.userId, courseId: course!.id, lessonId: videoLesson.id };
    const db = seeded.app.database.db;
    await Promise.all([
      recordEngagement(db, key, { ranges: [[0, 30]], readingSeconds: 0, spanSeconds: 60 }),
      recordEngagement(db, key, { ranges: [], readingSeconds: 30, spanSeconds: 60 }),
    ]);
    const after = (await row(ada, videoLesson))!;
    // Had the second overwritten the first, one of the two would be 0.
    expect(after.watchedSeconds).toBeGreaterThan(0);
    expect(after.readingSeconds).toBeGreaterThan(0);
    expect(after.watchedSeconds + after.readingSeconds).toBeLessThanOrEqual(64);
  });
});

describe("study measured offline", () => {
  it("is credited up to the span it claims, and no more than the time since the last report", async () => {
    await open(ada, textLesson);
    // Read for ten minutes offline, sent an hour after the lesson's last report.
    await wait(ada, textLesson, 3600);
    await report(ada, textLesson, { readingSeconds: "900", spanSeconds: "600" });
    expect((await row(ada, textLesson))!.readingSeconds).toBe(602);
    // Sent again straight away (a resend): the clock has moved on, nothing more is credited.
    await report(ada, textLesson, { readingSeconds: "600", spanSeconds: "600" });
    expect((await row(ada, textLesson))!.readingSeconds).toBeLessThanOrEqual(604);
  });
});

describe("who may report", () => {
  it("another user's report changes nothing of the first user's rows", async () => {
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 100);
    await report(ada, videoLesson, { ranges: ranges([0, 100]), spanSeconds: "100" });
    const before = await row(ada, videoLesson);

    await open(ben, videoLesson);
    await wait(ben, videoLesson, 600);
    await report(ben, videoLesson, { ranges: ranges([0, 600]), spanSeconds: "600" });
    expect(await row(ada, videoLesson)).toEqual(before);
    expect((await row(ben, videoLesson))!.engagedAt).toBeInstanceOf(Date);
  });

  it("study measured offline in another account is refused (409) and stores nothing", async () => {
    const response = await ben.postForm(dataUrl(videoLesson), {
      intent: "engagement",
      readingSeconds: "30",
      spanSeconds: "30",
      measuredBy: ada.userId,
    });
    expect(response.status).toBe(409);
    expect(await row(ben, videoLesson)).toBeUndefined();
    expect(await row(ada, videoLesson)).toBeUndefined();
  });

  it("someone who may not open the course stores nothing", async () => {
    const response = await report(visitor, videoLesson, { spanSeconds: "10" });
    expect(response.status).not.toBe(200);
    expect(await row(visitor, videoLesson)).toBeUndefined();
  });

  it("a lesson of another course is not found", async () => {
    const response = await ada.postForm(
      `/course/demo-iv-cannulation/start/${videoLesson.slug}.data`,
      { intent: "engagement", spanSeconds: "10" },
    );
    expect(response.status).toBe(404);
    expect(await row(ada, videoLesson)).toBeUndefined();
  });
});

describe("a report that does not fit the schema", () => {
  const tooMany = JSON.stringify(Array.from({ length: 101 }, (_, i) => [i, i + 0.5]));
  it.each<[string, Fields]>([
    ["ranges that are not JSON", { ranges: "[[0,10]", spanSeconds: "10" }],
    ["a range that ends before it starts", { ranges: ranges([10, 5]), spanSeconds: "10" }],
    ["a negative second", { ranges: ranges([-1, 5]), spanSeconds: "10" }],
    ["an infinite second", { ranges: "[[0,1e999]]", spanSeconds: "10" }],
    ["a range that is not a pair", { ranges: "[[0,1,2]]", spanSeconds: "10" }],
    ["too many ranges", { ranges: tooMany, spanSeconds: "10" }],
    ["negative reading", { readingSeconds: "-5", spanSeconds: "10" }],
    ["reading beyond a day", { readingSeconds: "90000", spanSeconds: "10" }],
    ["no span", { readingSeconds: "5", spanSeconds: "" }],
    ["a span that is not a number", { readingSeconds: "5", spanSeconds: "soon" }],
  ])("is refused with 400 and stores nothing: %s", async (_, fields) => {
    const response = await report(ada, videoLesson, fields);
    expect(response.status).toBe(400);
    expect(await row(ada, videoLesson)).toBeUndefined();
  });
});

describe("engagement columns of a courses query", () => {
  it("count the viewer's engaged lessons and active seconds, and nobody else's", async () => {
    await open(ada, textLesson);
    await wait(ada, textLesson, 200);
    await report(ada, textLesson, { readingSeconds: "150", spanSeconds: "200" });
    await open(ada, videoLesson);
    await wait(ada, videoLesson, 100);
    await report(ada, videoLesson, { ranges: ranges([0, 40]), spanSeconds: "100" });
    await open(ben, videoLesson);
    await wait(ben, videoLesson, 100);
    await report(ben, videoLesson, { ranges: ranges([0, 90]), spanSeconds: "100" });

    const db = seeded.app.database.db;
    const [mine] = await db
      .select(engagementColumns(ada.userId))
      .from(courses)
      .where(eq(courses.slug, "venepuncture-essentials"));
    expect(mine).toEqual({ lessonsEngaged: 1, activeSeconds: 190 });
    const [none] = await db
      .select(engagementColumns(visitor.userId))
      .from(courses)
      .where(eq(courses.slug, "venepuncture-essentials"));
    expect(none).toEqual({ lessonsEngaged: 0, activeSeconds: 0 });
  });
});
