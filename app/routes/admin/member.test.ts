import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryCounter } from "@server/db/query-counter";
import {
  assessmentResults,
  auditLog,
  certificates,
  courseEnrollments,
  courseReflections,
  courses,
  externalCpdActivities,
  lessons,
  modules,
  subscriptions,
  userNotes,
  userProgress,
  users,
} from "@server/db/schema";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { signInAdmin } from "../../../tests/support/admin";
import { generatedCourse } from "../../../tests/support/generated-course";
import { httpSession } from "../../../tests/support/http-session";
import { learnerPassword, signUpLearner, type Learner } from "../../../tests/support/learner";
import { linksIn, startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

const counter = createQueryCounter();
const secrets = ["SECRET-NOTE-TEXT", "PRIVATE-REFLECTION-TEXT", "PRIVATE-CPD-TEXT"];
const missingId = "00000000-0000-4000-8000-000000000000";
let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learner: Learner;
let newcomer: Learner;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp(
    { SMTP_URL: smtp.url },
    await openTestDatabase({ queryLogger: counter.logger }),
  );
  admin = await signInAdmin(subject, "office@example.org");
  learner = await signUpLearner(subject, "learner@example.org", { name: "Lena Learner" });
  newcomer = await signUpLearner(subject, "newcomer@example.org", { name: "Nico Newcomer" });
  await seedLearning(subject, learner.userId);
});
afterAll(async () => {
  await subject.close();
  await smtp.close();
});

/** A 4-lesson course, half done, failed once then passed, certified; with private writing. */
async function seedLearning(app: TestApp, userId: string) {
  const { db } = app.database;
  await upsertCourse(db, generatedCourse("admin-view", 1, 4));
  const [course] = await db.select().from(courses).where(eq(courses.slug, "admin-view"));
  const courseId = course!.id;
  const courseLessons = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(lessons.orderNumber));
  await db.insert(subscriptions).values({
    userId,
    provider: "test",
    customerId: `cus_${userId}`,
    status: "trialing",
    tier: "premium",
    period: "yearly",
    currentPeriodEnd: new Date("2031-05-14T12:00:00Z"),
    trialEnd: new Date("2031-04-02T12:00:00Z"),
  });
  await db.insert(courseEnrollments).values({ userId, courseId });
  await db.insert(userProgress).values(
    courseLessons.map((lesson, i) => ({
      userId,
      courseId,
      lessonId: lesson.id,
      completed: i < 2,
      completedAt: i < 2 ? new Date() : null,
    })),
  );
  await db.insert(assessmentResults).values([
    {
      userId,
      courseId,
      assessmentId: "a",
      score: 60,
      passed: false,
      answers: {},
      createdAt: new Date(Date.now() - 60_000),
    },
    {
      userId,
      courseId,
      assessmentId: "a",
      score: 85,
      passed: true,
      answers: {},
      createdAt: new Date(),
    },
  ]);
  await db.insert(certificates).values({
    number: "CLN-TEST-0001",
    userId,
    courseId,
    holderName: "Lena Learner",
    courseTitle: course!.title,
    cpdMinutes: 20,
    score: 85,
  });
  await db
    .insert(userNotes)
    .values({ userId, lessonId: courseLessons[0]!.id, content: secrets[0]! });
  await db.insert(courseReflections).values({ userId, courseId, whatLearned: secrets[1]! });
  await db.insert(externalCpdActivities).values({
    userId,
    title: "Outside study",
    activityType: "reading",
    activityDate: "2026-01-10",
    minutes: 30,
    participatory: false,
    whatLearned: secrets[2]!,
  });
}

const pageOf = (userId: string) => `/admin/members/${userId}`;

async function auditEntries(action: string, userId: string) {
  return subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, userId)));
}

const mailsTo = (to: string, atLeast: number) => smtp.waitFor(to, atLeast);

describe("a member's page in the back office", () => {
  it("shows profile, subscription and learning, in a bounded number of queries", async () => {
    counter.take();
    const response = await admin.request(pageOf(learner.userId));
    expect(response.status).toBe(200);
    const queries = counter.take().length;
    const html = await response.text();
    for (const text of [
      "Lena Learner",
      "learner@example.org",
      "Not confirmed",
      "Nurse",
      "Northgate University",
      "NMC-12A3456",
      "Free trial",
      "Premium",
      "Yearly",
      "14 May 2031",
      "2 April 2031",
      "Generated course 1×4",
      "2 / 4",
      "Passed",
      "Best 85%, last 85% (2 attempts)",
      "CLN-TEST-0001",
      "Resend confirmation email",
      "End all sessions",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(queries).toBeLessThanOrEqual(6);

    counter.take();
    const empty = await admin.request(pageOf(newcomer.userId));
    expect(empty.status).toBe(200);
    expect(counter.take().length).toBe(queries);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("No subscription.");
    expect(emptyHtml).toContain("No course started yet.");
  });

  it("never shows the member's notes or reflections, in the page or its data", async () => {
    for (const path of [pageOf(learner.userId), `${pageOf(learner.userId)}.data`]) {
      const response = await admin.request(path);
      expect(response.status).toBe(200);
      const body = await response.text();
      for (const secret of secrets) expect(body, `${path}: ${secret}`).not.toContain(secret);
    }
  });

  it("answers the back office's 404 for an id nobody has, and for one that is no id", async () => {
    for (const path of [pageOf(missingId), "/admin/members/not-an-id"]) {
      const response = await admin.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Not found in the back office");
    }
    const before = await subject.database.db.select().from(auditLog);
    const posted = await admin.postForm(pageOf(missingId), { intent: "end-sessions" });
    expect(posted.status).toBe(404);
    expect(await subject.database.db.select().from(auditLog)).toEqual(before);
  });

  it("refuses an unknown action with a message, doing nothing", async () => {
    const before = await subject.database.db.select().from(auditLog);
    const response = await admin.postForm(pageOf(learner.userId), { intent: "delete" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose an action.");
    expect(await subject.database.db.select().from(auditLog)).toEqual(before);
  });
});

describe("resend confirmation", () => {
  it("sends the member one new confirmation email through better-auth, audited", async () => {
    const earlier = (await mailsTo("learner@example.org", 1)).length;
    const response = await admin.postForm(pageOf(learner.userId), {
      intent: "resend-confirmation",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(pageOf(learner.userId));
    const mails = await mailsTo("learner@example.org", earlier + 1);
    expect(mails).toHaveLength(earlier + 1);
    expect(mails.at(-1)!.raw).toContain("Confirm your email");
    expect(linksIn(mails.at(-1)!).some((link) => link.includes("/api/auth/verify-email"))).toBe(
      true,
    );
    const entries = await auditEntries("member.resend-confirmation", learner.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: "office@example.org", subjectType: "member" });
  });

  it("is not offered, and sends nothing, once the email is confirmed", async () => {
    await subject.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, newcomer.userId));
    const html = await (await admin.request(pageOf(newcomer.userId))).text();
    expect(html).not.toContain("Resend confirmation email");
    const earlier = smtp.received.length;
    const response = await admin.postForm(pageOf(newcomer.userId), {
      intent: "resend-confirmation",
    });
    expect(response.status).toBe(302);
    await subject.mailQueueSettled();
    expect(smtp.received.length).toBe(earlier);
    expect(await auditEntries("member.resend-confirmation", newcomer.userId)).toHaveLength(0);
  });
});

describe("end all sessions", () => {
  it("signs the member out on every device at once, audited, and leaves the admin signed in", async () => {
    const phone = httpSession(subject);
    const login = await phone.postForm("/login", {
      email: "learner@example.org",
      password: learnerPassword,
    });
    expect(login.status).toBe(302);
    for (const device of [learner, phone]) {
      expect((await device.request("/account")).status).toBe(200);
    }

    const response = await admin.postForm(pageOf(learner.userId), { intent: "end-sessions" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(pageOf(learner.userId));

    for (const device of [learner, phone]) {
      const signedOut = await device.request("/account");
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
    const entries = await auditEntries("member.end-sessions", learner.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: "office@example.org",
      before: { activeSessions: 2 },
      after: { activeSessions: 0 },
    });
    expect((await admin.request(pageOf(learner.userId))).status).toBe(200);
  });
});
