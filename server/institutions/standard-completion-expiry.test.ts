import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCohortQuery } from "@common/institutions/cohort-progress-query";
import { learnersQuerySchema } from "@common/institutions/learners-query";
import { londonDateOf } from "@common/london-time";
import {
  dateCompletion,
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  offerCourses,
  recordResult,
} from "../../tests/support/cohort-fixtures";
import { setValidity } from "../../tests/support/reminder-fixtures";
import { signUpLearner, type Learner } from "../../tests/support/learner";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { openTestDatabase } from "../../tests/support/test-database";
import {
  certificates,
  cohortMembers,
  courseRenewals,
  institutionSeats,
  learnerCourseStanding,
} from "../db/schema/index";
import { cohortProgressPage } from "./cohorts/cohort-progress";
import { learnerSearchPage } from "./learners/learner-search";
import { institutionOverview } from "./reporting/institution-overview";
import { claimExpiryReminders } from "../reminders/learner-reminders";

// docs/product/institutions.md#renewal for a Standard learner: a seat on a Standard institution
// opens the course but gives no certificate (a Premium feature). Mandatory training expires all
// the same: from the completion, when the evidence was complete.
let subject: TestApp;
let learner: Learner;
let course: { id: string; lessonIds: string[] };
let institutionId: string;
let cohortId: string;
const slug = "moving-and-handling";
const name = "Sam Standard";
const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(date);
const plusMonths = (date: Date, months: number) => {
  const later = new Date(date);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later;
};

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase());
  const { db } = subject.database;
  course = await insertCourse(db, slug, 2);
  institutionId = await insertInstitution(db, "Standard Trust");
  await offerCourses(db, institutionId, [course.id]);
  learner = await signUpLearner(subject, "sam@standard.example", { name });
  await db
    .insert(institutionSeats)
    .values({ institutionId, userId: learner.userId, source: "invitation" });
  cohortId = await insertCohort(db, institutionId, "Ward 4", { courseIds: [course.id] });
  await setValidity(db, cohortId, course.id, 12);
  await db.insert(cohortMembers).values({ cohortId, institutionId, userId: learner.userId });
  await engageLessons(db, learner.userId, course);
  await recordResult(db, learner.userId, course.id, 60);
  await recordResult(db, learner.userId, course.id, 85);
});
afterAll(() => subject.close());

const text = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const page = async (path: string) => text(await (await learner.request(path)).text());

async function evidenceAt() {
  const [row] = await subject.database.db
    .select({ evidenceAt: learnerCourseStanding.evidenceAt })
    .from(learnerCourseStanding)
    .where(
      and(
        eq(learnerCourseStanding.userId, learner.userId),
        eq(learnerCourseStanding.courseId, course.id),
      ),
    );
  return row!.evidenceAt!;
}

/** What the manager area says of the learner at `now`. */
async function managerSees(now: Date) {
  const { db } = subject.database;
  const today = londonDateOf(now);
  const cohort = await cohortProgressPage(
    db,
    { institutionId, cohortId, dueDate: null, today, now },
    defaultCohortQuery,
  );
  const learners = await learnerSearchPage(
    db,
    { institutionId, today, now },
    learnersQuerySchema.parse({}),
  );
  const overview = await institutionOverview(db, institutionId, now);
  const row = cohort.learners[0]!;
  const listed = learners.rows.find((r) => r.userId === learner.userId)!;
  const figures = overview.courses.find((c) => c.courseId === course.id)!;
  return {
    cohort: { expiring: row.expiring, expired: row.expired, done: row.cells[0]!.done },
    learners: { expiring: listed.expiring, expired: listed.expired },
    overview: {
      completed: figures.completed,
      expiring: figures.expiring,
      expired: figures.expired,
    },
  };
}

describe("a Standard learner's completion", () => {
  it("earns no certificate, and is valid for the assignment's 12 months from its evidence", async () => {
    const { db } = subject.database;
    expect(await db.select().from(certificates)).toEqual([]);
    const completedAt = await evidenceAt();
    expect(Date.now() - completedAt.getTime()).toBeLessThan(60_000);
    expect(await managerSees(new Date())).toEqual({
      cohort: { expiring: false, expired: false, done: true },
      learners: { expiring: false, expired: false },
      overview: { completed: 1, expiring: 0, expired: 0 },
    });
    const label = `Valid until ${longDate(plusMonths(completedAt, 12))}`;
    expect(await page("/dashboard")).toContain(`Valid ${label}`);
    expect(await page(`/course/${slug}`)).toContain(`Valid ${label}`);
  });

  it("is expiring 11.5 months on, and the learner is reminded once", async () => {
    const { db } = subject.database;
    await dateCompletion(db, learner.userId, course.id, daysAgo(350));
    expect(await managerSees(new Date())).toEqual({
      cohort: { expiring: true, expired: false, done: true },
      learners: { expiring: true, expired: false },
      overview: { completed: 1, expiring: 1, expired: 0 },
    });
    const now = new Date();
    const today = londonDateOf(now);
    const reminded = await claimExpiryReminders(db, today, now);
    expect(reminded).toMatchObject([
      {
        user_id: learner.userId,
        course_slug: slug,
        expires_on: londonDateOf(plusMonths(await evidenceAt(), 12)),
      },
    ]);
    expect(await claimExpiryReminders(db, today, now)).toEqual([]);
  });

  it("is expired a year on, in the cohort table, the learners list and the overview", async () => {
    const { db } = subject.database;
    await dateCompletion(db, learner.userId, course.id, daysAgo(400));
    expect(await managerSees(new Date())).toEqual({
      cohort: { expiring: false, expired: true, done: true },
      learners: { expiring: false, expired: true },
      overview: { completed: 0, expiring: 0, expired: 1 },
    });
    const label = `Expired on ${longDate(plusMonths(await evidenceAt(), 12))}`;
    expect(await page("/dashboard")).toContain(`Expired ${label}`);
    expect(await page(`/course/${slug}`)).toContain(`Expired ${label}`);
    const record = await page("/account/learning-record");
    expect(record).toContain("Completions that expire");
    expect(record).toContain(`Completed on ${longDate(await evidenceAt())}`);
    expect(record).toContain(label);
  });

  it("can be renewed, which reopens the evidence until the assessment is passed again", async () => {
    const { db } = subject.database;
    const completedAt = await evidenceAt();
    const renewed = await learner.postForm(`/course/${slug}/renew`, {});
    expect(renewed.status).toBe(303);
    const [renewal] = await db.select().from(courseRenewals);
    expect(renewal).toMatchObject({
      userId: learner.userId,
      courseId: course.id,
      previousCertificateNumber: null,
      previousScore: 85,
    });
    expect(renewal!.previousAwardedAt!.getTime()).toBe(completedAt.getTime());

    const reopened = await page(`/course/${slug}`);
    expect(reopened).toContain("To do: Pass the assessment");
    expect(reopened).toContain("Renewal started on");
    // Meanwhile managers still see the completion it renews as expired, and it is no longer done.
    expect(await managerSees(new Date())).toEqual({
      cohort: { expiring: false, expired: false, done: false },
      learners: { expiring: false, expired: false },
      overview: { completed: 0, expiring: 0, expired: 1 },
    });
    expect((await learner.postForm(`/course/${slug}/renew`, {})).status).toBe(404);

    await recordResult(db, learner.userId, course.id, 92);
    const completedAgain = await evidenceAt();
    expect(Date.now() - completedAgain.getTime()).toBeLessThan(60_000);
    expect(await managerSees(new Date())).toEqual({
      cohort: { expiring: false, expired: false, done: true },
      learners: { expiring: false, expired: false },
      overview: { completed: 1, expiring: 0, expired: 0 },
    });
    const record = await page("/account/learning-record");
    expect(record).toContain(`Valid until ${longDate(plusMonths(completedAgain, 12))}`);
    expect(record).toContain(`Completed on ${longDate(completedAt)}, score 85%, renewed on`);
    expect(await db.select().from(certificates)).toEqual([]);
    // Valid again: nothing to renew.
    expect((await learner.postForm(`/course/${slug}/renew`, {})).status).toBe(404);
  });
});
