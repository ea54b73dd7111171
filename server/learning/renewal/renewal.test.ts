import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  offerCourses,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { testOrigin } from "../../../tests/support/http-session";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import {
  certificates,
  cohortCourses,
  cohortMembers,
  courseRenewals,
  institutionSeats,
} from "../../db/schema/index";

// docs/product/institutions.md#renewal over HTTP: an expired completion shows as expired on the
// dashboard, the course page and the learning record; Renew reopens the evidence (a new pass is
// needed) keeping the earlier completion; the new completion re-issues the certificate; anyone
// without a renewable completion gets 404 and nothing changes.
let subject: TestApp;
let learner: Learner;
let stranger: Learner;
let course: { id: string; lessonIds: string[] };
const slug = "hand-hygiene";
const day = 24 * 60 * 60 * 1000;
const oldNumber = "CLN-RENW-0000-0000-0001";
const awardedAt = new Date(Date.now() - 400 * day);
const longDate = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(date);

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase());
  const { db } = subject.database;
  course = await insertCourse(db, slug, 2);
  const institutionId = await insertInstitution(db, "Renewal Trust");
  await offerCourses(db, institutionId, [course.id]);
  learner = await signUpLearner(subject, "renewer@trust.example", {
    tier: "premium",
    name: "Rena Newall",
  });
  stranger = await signUpLearner(subject, "stranger@trust.example", { tier: "premium" });
  await db
    .insert(institutionSeats)
    .values({ institutionId, userId: learner.userId, source: "invitation" });
  const cohort = await insertCohort(db, institutionId, "Ward 9", { courseIds: [course.id] });
  await db
    .update(cohortCourses)
    .set({ validityMonths: 12 })
    .where(eq(cohortCourses.cohortId, cohort));
  await db
    .insert(cohortMembers)
    .values({ cohortId: cohort, institutionId, userId: learner.userId });
  await engageLessons(db, learner.userId, course, 2, { at: awardedAt });
  await recordResult(db, learner.userId, course.id, 90, { at: awardedAt });
  await db.insert(certificates).values({
    number: oldNumber,
    userId: learner.userId,
    courseId: course.id,
    holderName: "Rena Newall",
    courseTitle: slug,
    cpdMinutes: 60,
    score: 90,
    awardedAt,
  });
});
afterAll(() => subject.close());

const text = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
const page = async (who: Learner, path: string) => text(await (await who.request(path)).text());
const expiredOn = new Date(awardedAt);
expiredOn.setUTCMonth(expiredOn.getUTCMonth() + 12);

describe("an expired completion", () => {
  it("shows as expired on the dashboard, the course page and the learning record", async () => {
    const label = `Expired on ${longDate(expiredOn)}`;
    const dashboard = await page(learner, "/dashboard");
    expect(dashboard).toContain(`Expired ${label}`);
    expect(dashboard).toContain("Renew");
    const coursePage = await page(learner, `/course/${slug}`);
    expect(coursePage).toContain(`Expired ${label}`);
    expect(coursePage).toContain("Renew");
    const record = await page(learner, "/account/learning-record");
    expect(record).toContain("Completions that expire");
    expect(record).toContain(label);
  });
});

describe("renewing", () => {
  it("answers 404 to someone with no completion to renew, and nothing changes", async () => {
    const before = JSON.stringify(await subject.database.db.select().from(certificates));
    for (const path of [`/course/${slug}/renew`, `/course/no-such-course/renew`]) {
      const response = await stranger.postForm(path, {});
      expect(response.status, path).toBe(404);
    }
    expect(await subject.database.db.select().from(courseRenewals)).toEqual([]);
    expect(JSON.stringify(await subject.database.db.select().from(certificates))).toBe(before);
  });

  it("reopens the evidence, keeps the earlier completion and re-issues the certificate on the new one", async () => {
    const { db } = subject.database;
    const renewed = await learner.postForm(`/course/${slug}/renew`, {});
    expect(renewed.status).toBe(303);
    const [renewal] = await db.select().from(courseRenewals);
    expect(renewal).toMatchObject({
      userId: learner.userId,
      courseId: course.id,
      previousCertificateNumber: oldNumber,
      previousScore: 90,
    });
    expect(renewal!.previousAwardedAt!.getTime()).toBe(awardedAt.getTime());
    // The earlier pass no longer counts: the assessment is to do again, no certificate is offered.
    const reopened = await page(learner, `/course/${slug}`);
    expect(reopened).toContain("To do: Pass the assessment");
    expect(reopened).toContain("Renewal started on");
    expect(reopened).not.toContain("Certificate earned");
    // Until the new completion, the certificate keeps its number, and verifies as it did.
    const meanwhile = await page(learner, `/certificates/${oldNumber}`);
    expect(meanwhile).toContain("Certificate verified");
    expect(meanwhile).not.toContain("was renewed");
    // A second renewal while one is under way renews nothing.
    expect((await learner.postForm(`/course/${slug}/renew`, {})).status).toBe(404);

    await recordResult(db, learner.userId, course.id, 95);
    const claimed = await learner.postForm(`/course/${slug}/certificate`, {});
    expect(claimed.status).toBe(303);
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, learner.userId));
    expect(certificate!.number).not.toBe(oldNumber);
    expect(certificate!.score).toBe(95);
    expect(Date.now() - certificate!.awardedAt.getTime()).toBeLessThan(60_000);
    const validUntil = new Date(certificate!.awardedAt);
    validUntil.setUTCMonth(validUntil.getUTCMonth() + 12);
    const record = await page(learner, "/account/learning-record");
    expect(record).toContain(`Valid ${`Valid until ${longDate(validUntil)}`}`);
    expect(record).toContain("Earlier completions");
    expect(record).toContain(`certificate ${oldNumber}, score 90%`);
    // The old number still verifies what it said, signed out, and names the one that replaced it.
    const verifiedOld = await subject.request(`${testOrigin}/certificates/${oldNumber}`);
    expect(verifiedOld.status).toBe(200);
    const oldPage = text(await verifiedOld.text());
    expect(oldPage).toContain("Certificate verified");
    expect(oldPage).toContain("Rena Newall");
    expect(oldPage).toContain(`Awarded on ${longDate(awardedAt)}`);
    expect(oldPage).toContain("Passed with 90%");
    expect(oldPage).toContain(
      `This certificate was renewed on ${longDate(renewal!.openedAt)}. The current certificate is ${certificate!.number} .`,
    );
    expect(oldPage).toContain(`Certificate number ${oldNumber}`);
    const current = text(
      await (await subject.request(`${testOrigin}/certificates/${certificate!.number}`)).text(),
    );
    expect(current).toContain("Passed with 95%");
    expect(current).not.toContain("was renewed");
    // Valid again: nothing to renew.
    expect((await learner.postForm(`/course/${slug}/renew`, {})).status).toBe(404);
  });
});
