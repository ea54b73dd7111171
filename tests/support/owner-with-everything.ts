import { rightAnswersToNewAttempt } from "./assessment-bank";
import { passPractice } from "./cohort-fixtures";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import {
  assessmentResults,
  certificates,
  courseRenewals,
  lessonEngagement,
  cohorts,
  courses,
  emailOptOuts,
  externalCpdActivities,
  notices,
  lessons,
  modules,
  practiceAttempts,
  scimUsers,
  sessions,
  userNotes,
} from "@server/db/schema";
import { takeSeat } from "@server/institutions/seats";
import { addNotice } from "@server/notices/add-notice";
import { pdfFile } from "./document-fixtures";
import { createInstitution } from "./institution-fixtures";
import { learnerPassword, signUpLearner } from "./learner";
import { httpSession } from "./http-session";
import { multipart } from "./multipart";
import type { TestApp } from "./test-app";

export const demoCourse = "demo-iv-cannulation";

/** What one learner's pages show of them and no one else's may: their words, name and address. */
export type OwnerMarkers = { name: string; email: string; texts: string[] };

/**
 * A Premium learner who has done everything a person can own here, through the app as they
 * would: two devices, the demo course completed and passed (progress, result, certificate), a
 * note, a reflection and a CPD activity of their own, a job application with a CV, an
 * institution they manage with a seat of theirs in one of its cohorts, and a password reset
 * asked for. The ids are for replaying their requests as someone else.
 */
export async function ownerWithEverything(subject: TestApp, email: string, name: string) {
  const owner = await signUpLearner(subject, email, { tier: "premium", name });
  const marker = (what: string) => `${what} of ${name}`;
  const { db } = subject.database;
  const expectOk = async (response: Promise<Response>, what: string) => {
    const answer = await response;
    if (answer.status >= 400) {
      throw new Error(
        `${what}: ${answer.status} ${(await answer.text()).replace(/<script[\s\S]*?<\/script>|<[^>]+>/g, " ").slice(-600)}`,
      );
    }
    return answer;
  };

  const phone = httpSession(subject);
  await expectOk(
    phone.postJson(
      "/api/auth/sign-in/email",
      { email, password: learnerPassword },
      { headers: { "user-agent": `PhoneOf${name.replace(/\W/g, "")}/1.0` } },
    ),
    "second device",
  );

  const [course] = await db.select().from(courses).where(eq(courses.slug, demoCourse));
  const coursePage = `/course/${demoCourse}`;
  await expectOk(owner.postForm(coursePage, {}), "enrol");
  const lessonIds = (
    await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, course!.id))
      .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber))
  ).map((row) => row.id);
  for (const id of lessonIds) {
    await expectOk(owner.postForm(`${coursePage}/start/${id}`, { intent: "complete" }), "lesson");
    // The player's first report of study (docs/product/learning.md#engagement): a row of theirs.
    await expectOk(
      owner.postForm(`${coursePage}/start/${id}`, { intent: "engagement", spanSeconds: "0" }),
      "study report",
    );
  }
  // Evidence of completion (docs/product/learning.md#evidence-of-completion) for the certificate:
  // the lessons studied and a practice session passed an hour ago, as the fixtures write them.
  await db
    .update(lessonEngagement)
    .set({ engagedAt: new Date() })
    .where(eq(lessonEngagement.userId, owner.userId));
  await passPractice(db, owner.userId, course!.id, { at: new Date(Date.now() - 3_600_000) });
  const answers = await rightAnswersToNewAttempt(db, owner, demoCourse);
  await expectOk(owner.postForm(`${coursePage}/assessment`, answers), "assessment");
  // Opening the assessment again draws a new attempt: an open draw of theirs.
  const reopened = await owner.request(`${coursePage}/assessment`);
  if (reopened.status !== 200) throw new Error(`the assessment page answered ${reopened.status}`);
  const lessonPage = `${coursePage}/start/${lessonIds[0]}`;
  await expectOk(
    owner.postForm(lessonPage, { intent: "note-create", content: marker("A note") }),
    "note",
  );
  // Two practice sessions (docs/product/practice.md#practice-session): one finished and scored, one still running.
  for (const finish of [true, false]) {
    await expectOk(owner.postForm(lessonPage, { intent: "vr-start" }), "practice start");
    const [attempt] = await db
      .select({ id: practiceAttempts.id })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.userId, owner.userId), isNull(practiceAttempts.finishedAt)));
    const practice = `/practice/${attempt!.id}`;
    await expectOk(owner.postForm(practice, { intent: "act", actionId: "check-identity" }), "act");
    if (finish) await expectOk(owner.postForm(practice, { intent: "finish" }), "finish");
  }
  await expectOk(
    owner.postForm("/account/learning-record", {
      intent: "external-create",
      title: marker("A study day"),
      activityType: "Course or workshop",
      activityDate: "2026-01-15",
      hours: "2",
      participatory: "on",
      covered: "",
      whatLearned: "",
      practiceChange: "",
      standards: "",
    }),
    "CPD activity",
  );
  await expectOk(
    owner.postForm("/account/learning-record", {
      intent: "reflection-save",
      courseId: course!.id,
      whatLearned: marker("A reflection"),
      practiceChange: "",
      standards: "",
    }),
    "reflection",
  );
  await expectOk(
    owner.request(
      "/careers",
      await multipart({
        firstName: name.split(" ")[0]!,
        lastName: "Applicant",
        coverLetter: marker("A cover letter"),
        resume: { name: "cv.pdf", bytes: pdfFile() },
      }),
    ),
    "application",
  );
  // An institution of their own (docs/product/institutions.md#manager-area): they manage it, and hold one of its seats in a cohort.
  const institution = await createInstitution(db, {
    name: `Trust of ${name}`,
    managers: [owner.userId],
    courseIds: [course!.id],
  });
  const [cohort] = await db
    .insert(cohorts)
    .values({ institutionId: institution.id, name: marker("A cohort") })
    .returning({ id: cohorts.id });
  const seat = await takeSeat(db, {
    institutionId: institution.id,
    userId: owner.userId,
    email,
    source: "invitation",
    cohortId: cohort!.id,
  });
  if (!seat.ok) throw new Error(`the fixture's seat was refused: ${seat.refusal}`);
  // A notice of their institution's, and an optional email turned off (one-click unsubscribe).
  await addNotice(db, {
    userId: owner.userId,
    institutionId: institution.id,
    kind: "seats-90",
    title: marker("A notice"),
    body: "9 of 10 seats are taken.",
    href: "/dashboard",
  });
  await db.insert(emailOptOuts).values({ userId: owner.userId, kind: "manager-digest" });
  // A renewal finished long ago (its earlier completion kept), and the directory's record of them.
  await db.insert(courseRenewals).values({
    userId: owner.userId,
    courseId: course!.id,
    openedAt: new Date("2020-01-06T09:00:00Z"),
    previousCertificateNumber: "CLN-2019-RENEWED",
    previousAwardedAt: new Date("2019-01-07T09:00:00Z"),
    previousScore: 90,
  });
  await db.insert(scimUsers).values({
    institutionId: institution.id,
    userId: owner.userId,
    userName: email.toLowerCase(),
    givenName: name.split(" ")[0]!,
    familyName: "Applicant",
  });
  await expectOk(
    httpSession(subject).postJson("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    }),
    "password reset",
  );

  const only = <T>(rows: T[], what: string) => {
    if (!rows[0]) throw new Error(`the fixture made no ${what}`);
    return rows[0];
  };
  const of = owner.userId;
  const ids = {
    course: course!.id,
    lesson: lessonIds[0]!,
    institution: institution.id,
    cohort: cohort!.id,
    note: only(await db.select().from(userNotes).where(eq(userNotes.userId, of)), "note").id,
    activity: only(
      await db.select().from(externalCpdActivities).where(eq(externalCpdActivities.userId, of)),
      "activity",
    ).id,
    result: only(
      await db.select().from(assessmentResults).where(eq(assessmentResults.userId, of)),
      "result",
    ).id,
    certificate: only(
      await db.select().from(certificates).where(eq(certificates.userId, of)),
      "certificate",
    ).number,
    ...(await practiceIds(db, of)),
    notice: only(await db.select().from(notices).where(eq(notices.userId, of)), "notice").id,
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, of))).map((s) => s.id),
  };
  const markers: OwnerMarkers = {
    name,
    email,
    texts: [
      ...["A note", "A study day", "A reflection", "A cover letter", "A cohort", "A notice"].map(
        marker,
      ),
      `PhoneOf${name.replace(/\W/g, "")}`,
    ],
  };
  return { ...owner, ids, markers, phone };
}

/** The person's finished practice attempt and the one still running. */
async function practiceIds(db: TestApp["database"]["db"], userId: string) {
  const attempts = await db
    .select({ id: practiceAttempts.id, finishedAt: practiceAttempts.finishedAt })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.userId, userId))
    .orderBy(desc(practiceAttempts.startedAt));
  const finished = attempts.find((attempt) => attempt.finishedAt);
  const running = attempts.find((attempt) => !attempt.finishedAt);
  if (!finished || !running) throw new Error("the fixture made no practice attempts");
  return { finishedAttempt: finished.id, runningAttempt: running.id };
}

export type OwnerWithEverything = Awaited<ReturnType<typeof ownerWithEverything>>;
