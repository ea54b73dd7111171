import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInstitution } from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { auditLog, trainingRecords } from "../../db/schema/index";
import { createLogger } from "../../logger";
import { scheduledJobs } from "../../jobs/scheduled-jobs";
import { trainingRecordRetentionJob } from "./erase-expired-records";

let database: Database;
const db = () => database.db;
let riverside: string;
let hillside: string;
// 2 March 2033, 01:30 in London: the UK date is 2033-03-02.
const now = new Date("2033-03-02T01:30:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  riverside = await insertInstitution(db(), "Riverside Retention Trust");
  hillside = await insertInstitution(db(), "Hillside Retention Trust");
});
afterAll(() => database.close());

const record = (institutionId: string, email: string, eraseAfter: string) => ({
  institutionId,
  learnerName: `Learner ${email}`,
  email,
  courseTitle: "Basic life support",
  status: "left" as const,
  endedAt: new Date("2027-03-01T10:00:00Z"),
  eraseAfter,
});

const run = () =>
  trainingRecordRetentionJob.run({
    db: db(),
    mailQueue: { enqueue: async () => {} },
    logger: createLogger("silent"),
    appUrl: "http://localhost",
    now,
  });

describe("the training-record retention job", () => {
  it("is one of the scheduled jobs, daily", () => {
    expect(scheduledJobs).toContain(trainingRecordRetentionJob);
    expect(trainingRecordRetentionJob.queue).toBe("training-record-retention");
    expect(trainingRecordRetentionJob.cron.split(" ").slice(2)).toEqual(["*", "*", "*"]);
  });

  it("erases records past their date, keeps the rest, and audits counts only, once", async () => {
    await db()
      .insert(trainingRecords)
      .values([
        record(riverside, "old-1@riverside.example", "2033-02-28"),
        record(riverside, "old-2@riverside.example", "2033-03-01"),
        record(riverside, "today@riverside.example", "2033-03-02"),
        record(hillside, "old-3@hillside.example", "2030-01-01"),
        record(hillside, "later@hillside.example", "2040-01-01"),
      ]);

    // Two instances at once: the records go once, and each institution gets one entry.
    await Promise.all([run(), run()]);
    await run();

    const left = await db()
      .select({ email: trainingRecords.email })
      .from(trainingRecords)
      .where(inArray(trainingRecords.institutionId, [riverside, hillside]));
    expect(left.map((row) => row.email).sort()).toEqual([
      "later@hillside.example",
      "today@riverside.example",
    ]);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "training-records.erased"));
    const byInstitution = Object.fromEntries(entries.map((entry) => [entry.institutionId, entry]));
    expect(entries).toHaveLength(2);
    expect(byInstitution[riverside]).toMatchObject({
      actor: "retention job",
      actorId: null,
      subjectType: "institution",
      subjectId: riverside,
      summary: "2 training records erased at the end of the retention period",
      after: { erased: 2, before: "2033-03-02" },
    });
    expect(byInstitution[hillside]).toMatchObject({
      summary: "1 training record erased at the end of the retention period",
    });
    expect(JSON.stringify(entries)).not.toMatch(/@|Learner/);
  });
});
