import { and, eq, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertCohort,
  insertCourse,
  insertInstitution,
  nameManager,
  offerCourses,
} from "../../../tests/support/cohort-fixtures";
import { testOrigin } from "../../../tests/support/http-session";
import { signedUpUser } from "../../../tests/support/signed-up-user";
import { linksIn, startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { ownedTables, type OwnedTable } from "../../accounts/owned-tables";
import {
  auditLog,
  certificates,
  cohortMembers,
  institutionSeats,
  notices,
  profiles,
  trainingRecords,
  userNotes,
} from "../../db/schema/index";

let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const db = () => subject.database.db;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await subject.close();
  await smtp.close();
});

describe("a seat holder deleting their account", () => {
  it("leaves the institution its training records and an audit entry, tells its managers, and keeps nothing personal", async () => {
    const institutionId = await insertInstitution(db(), "Northgate NHS Trust", 10);
    const course = await insertCourse(db(), "deletion-bls", 2);
    await offerCourses(db(), institutionId, [course.id]);
    const cohortId = await insertCohort(db(), institutionId, "Theatres", {
      courseIds: [course.id],
    });
    const manager = await signedUpUser(subject, "lead@northgate.example", "Lena Moss");
    await nameManager(db(), institutionId, manager.id);

    const learner = await signedUpUser(subject, "rita@northgate.example", "Rita Shah");
    await db()
      .update(profiles)
      .set({ firstName: "Rita", lastName: "Shah", regNo: "NMC-12A3456B" })
      .where(eq(profiles.userId, learner.id));
    await db()
      .insert(institutionSeats)
      .values({ institutionId, userId: learner.id, source: "invitation", staffNumber: "NG-0042" });
    await db().insert(cohortMembers).values({ cohortId, institutionId, userId: learner.id });
    await db().insert(certificates).values({
      number: "CLN-RITA-0001",
      userId: learner.id,
      courseId: course.id,
      holderName: "Rita Shah",
      courseTitle: "Course deletion-bls",
      cpdMinutes: 45,
      score: 92,
    });
    await db()
      .insert(userNotes)
      .values({ userId: learner.id, lessonId: course.lessonIds[0]!, content: "my reflection" });

    // The account page's delete dialog is given what the institution keeps, and for how long.
    const page = await (await learner.browser.request("/account")).text();
    expect(page).toContain("institutionKeeps");
    expect(page).toMatch(
      /institutionName[^]{0,40}Northgate NHS Trust[^]{0,40}retentionYears[^]{0,10}6/,
    );

    const response = await learner.browser.postForm(`${testOrigin}/account`, {
      intent: "delete-account",
      confirmation: "rita@northgate.example",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");

    // Every personal table, by the owned-tables list, is empty for them.
    for (const entry of ownedTables as readonly OwnedTable[]) {
      const rows = await db().select().from(entry.table).where(eq(entry.owner, learner.id));
      expect(rows, getTableConfig(entry.table).name).toEqual([]);
    }

    // The institution's compliance record stays, no longer tied to an account.
    const records = await db()
      .select()
      .from(trainingRecords)
      .where(eq(trainingRecords.institutionId, institutionId));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      userId: null,
      learnerName: "Rita Shah",
      email: "rita@northgate.example",
      staffNumber: "NG-0042",
      registrationNumber: "NMC-12A3456B",
      courseTitle: "Course deletion-bls",
      score: 92,
      certificateNumber: "CLN-RITA-0001",
      status: "left",
    });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "learner.left"), eq(auditLog.subjectId, learner.id)));
    expect(entry).toMatchObject({
      institutionId,
      subjectType: "user",
      actorId: learner.id,
      summary: "Rita Shah deleted their account; 1 training record kept",
    });
    expect(entry!.ipAddress).not.toBeNull();

    const [notice] = await db().select().from(notices).where(eq(notices.userId, manager.id));
    expect(notice).toMatchObject({
      institutionId,
      kind: "learner-left",
      title: "Rita Shah has left",
      href: `/manage/${institutionId}/records`,
    });

    // The first is the verification email of signing up.
    const mail = (await smtp.waitFor("lead@northgate.example", 2)).find((m) =>
      m.raw.includes("Subject: Rita Shah has left Clinova"),
    );
    expect(mail).toBeDefined();
    expect(mail!.raw.replace(/=\r?\n/g, "")).toContain("keeps 1 training record for them");
    expect(linksIn(mail!)).toContain(`${subject.config.appUrl}/manage/${institutionId}/records`);
    // Only the managers are told.
    const told = smtp.received.filter((m) => m.raw.includes("has left Clinova"));
    expect(told.flatMap((m) => m.to)).toEqual(["lead@northgate.example"]);
  });

  it("keeps nothing and tells no one when the person held no seat", async () => {
    const before = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingRecords);
    const solo = await signedUpUser(subject, "solo@example.org", "Sol Ode");
    const response = await solo.browser.postForm(`${testOrigin}/account`, {
      intent: "delete-account",
      confirmation: "DELETE",
    });
    expect(response.status).toBe(302);
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingRecords);
    expect(after).toEqual(before);
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, solo.id));
    expect(entries).toEqual([]);
  });
});
