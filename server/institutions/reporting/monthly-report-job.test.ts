import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awardCertificate,
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  nameManager,
  offerCourses,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { signUpLearner } from "../../../tests/support/learner";
import { startSmtpReceiver } from "../../../tests/support/smtp-receiver";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { certificates, cohortCourses, institutionManagers } from "../../db/schema/index";
import { scheduledJobs } from "../../jobs/scheduled-jobs";
import { monthlyReportJob } from "./monthly-report-job";

// docs/product/institutions.md#reporting: the monthly report reaches the managers who asked for
// it, once, however many instances run it, with the CSV attached; others get nothing.
let subject: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const now = new Date("2027-03-01T06:30:00Z");

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  subject = await startTestApp({ SMTP_URL: smtp.url });
  const { db } = subject.database;
  const institutionId = await insertInstitution(db, "Report Trust");
  const course = await insertCourse(db, "fire-safety", 1);
  await offerCourses(db, institutionId, [course.id]);
  const cohort = await insertCohort(db, institutionId, "Estates", {
    dueDate: "2027-02-01",
    courseIds: [course.id],
  });
  await db
    .update(cohortCourses)
    .set({ validityMonths: 12 })
    .where(eq(cohortCourses.cohortId, cohort));
  const [ada] = await insertSeatHolders(
    db,
    institutionId,
    [
      { firstName: "Ada", lastName: "Done", email: "ada@report.test" },
      { firstName: "=cmd|'/c calc'!A0", lastName: "Late", email: "late@report.test" },
    ],
    cohort,
  );
  await engageLessons(db, ada!, course, 1, { at: new Date("2026-03-10T10:00:00Z") });
  await recordResult(db, ada!, course.id, 90, { at: new Date("2026-03-10T10:00:00Z") });
  await awardCertificate(db, ada!, course.id, "CLV-REP0-REP0-REP0-REP0");
  await db
    .update(certificates)
    .set({ awardedAt: new Date("2026-03-10T10:00:00Z") })
    .where(eq(certificates.number, "CLV-REP0-REP0-REP0-REP0"));
  const wants = await signUpLearner(subject, "wants@report.test");
  const doesNot = await signUpLearner(subject, "quiet@report.test");
  await nameManager(db, institutionId, wants.userId);
  await nameManager(db, institutionId, doesNot.userId);
  await db
    .update(institutionManagers)
    .set({ monthlyReport: true })
    .where(eq(institutionManagers.userId, wants.userId));
});
afterAll(async () => {
  await subject.close();
  await smtp.close();
});

describe("the monthly report", () => {
  it("is scheduled on the 1st of the month at 06:30 UTC", () => {
    expect(scheduledJobs).toContain(monthlyReportJob);
    expect(monthlyReportJob).toMatchObject({
      queue: "institution-monthly-report",
      cron: "30 6 1 * *",
    });
  });

  it("is emailed once with its CSV to the manager who asked, however many runs", async () => {
    const deps = {
      db: subject.database.db,
      mailQueue: subject.mailQueue,
      logger: subject.logger,
      appUrl: "https://clinova.test",
      now,
    };
    await Promise.all([monthlyReportJob.run(deps), monthlyReportJob.run(deps)]);
    await monthlyReportJob.run(deps);
    await subject.mailQueueSettled();
    // Signing up sent each of them a verification email: only the reports are counted.
    const reports = (address: string) =>
      smtp.received.filter(
        (mail) => mail.to.includes(address) && mail.raw.includes("Subject: Monthly report"),
      );
    const mails = reports("wants@report.test");
    expect(mails).toHaveLength(1);
    expect(reports("quiet@report.test")).toEqual([]);
    // The body is quoted-printable: its soft line breaks undone.
    const raw = mails[0]!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain("Subject: Monthly report for Report Trust: 2027-03");
    expect(raw).toContain("Completion rate: 50% (1 of 2 course assignments)");
    expect(raw).toContain("filename=clinova-report-2027-03.csv");
    const attachment = raw.split("filename=clinova-report-2027-03.csv")[1]!;
    const base64 = attachment
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n--/)[0]!
      .replace(/\s+/g, "");
    const csv = Buffer.from(base64, "base64").toString("utf8");
    expect(csv).toContain("Name,Email,Cohorts,Course,Status,Completed on,Score (%),Expires on");
    expect(csv).toContain(
      "Ada Done,ada@report.test,Estates,Course fire-safety,Expiring,2026-03-10,90,2027-03-10",
    );
    // A formula typed as a name is escaped; an overdue learner says so.
    expect(csv).toContain(
      `"'=cmd|'/c calc'!A0 Late",late@report.test,Estates,Course fire-safety,Not started (overdue),,,`,
    );
  });
});
