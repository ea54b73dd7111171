import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  offerCourses,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import {
  certificates,
  cohortCourses,
  institutionAccounts,
  institutionSeats,
  trainingRecords,
} from "../../db/schema/index";
import { keepTrainingRecords } from "./keep-training-records";

let database: Database;
const db = () => database.db;
let institutionId: string;
let otherInstitutionId: string;
let cohortId: string;
let courses: Record<"cardiac" | "sepsis" | "elective" | "elsewhere", { id: string }>;
const now = new Date("2027-03-02T10:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  institutionId = await insertInstitution(db(), "Riverside NHS Trust");
  otherInstitutionId = await insertInstitution(db(), "Hillside NHS Trust");
  await db()
    .update(institutionAccounts)
    .set({ retentionYears: 3 })
    .where(eq(institutionAccounts.id, institutionId));
  courses = {
    cardiac: await insertCourse(db(), "keep-cardiac", 2),
    sepsis: await insertCourse(db(), "keep-sepsis", 2),
    elective: await insertCourse(db(), "keep-elective", 2),
    elsewhere: await insertCourse(db(), "keep-elsewhere", 2),
  };
  await offerCourses(db(), institutionId, [
    courses.cardiac.id,
    courses.sepsis.id,
    courses.elective.id,
  ]);
  cohortId = await insertCohort(db(), institutionId, "Ward 7", {
    courseIds: [courses.cardiac.id, courses.sepsis.id],
  });
  await db()
    .update(cohortCourses)
    .set({ validityMonths: 12 })
    .where(eq(cohortCourses.courseId, courses.cardiac.id));
});
afterAll(() => database.close());

async function certify(userId: string, courseId: string, number: string, awardedAt: Date) {
  await db().insert(certificates).values({
    number,
    userId,
    courseId,
    holderName: "Holder",
    courseTitle: "Course",
    cpdMinutes: 60,
    score: 87,
    awardedAt,
  });
}

const recordsOf = (userId: string) =>
  db().select().from(trainingRecords).where(eq(trainingRecords.userId, userId));

describe("keepTrainingRecords", () => {
  it("keeps one record per assigned or completed course of the institution, with what an inspector asks for", async () => {
    const [ada] = await insertSeatHolders(
      db(),
      institutionId,
      [{ firstName: "Ada", lastName: "Okafor", email: "ada@trust.example" }],
      cohortId,
    );
    await db()
      .update(institutionSeats)
      .set({ staffNumber: "RX-1042" })
      .where(eq(institutionSeats.userId, ada!));
    const awarded = new Date("2026-06-15T09:30:00Z");
    await certify(ada!, courses.cardiac.id, "CLN-ADA-1", awarded);
    await certify(ada!, courses.elective.id, "CLN-ADA-2", awarded);
    // A course the institution does not offer is the learner's own: not the institution's record.
    await certify(ada!, courses.elsewhere.id, "CLN-ADA-3", awarded);

    const kept = await keepTrainingRecords(db(), {
      institutionId,
      userId: ada!,
      status: "left",
      now,
    });

    expect(kept).toBe(3);
    const rows = (await recordsOf(ada!)).sort((a, b) => a.courseTitle.localeCompare(b.courseTitle));
    expect(rows.map((row) => row.courseTitle)).toEqual([
      "Course keep-cardiac",
      "Course keep-elective",
      "Course keep-sepsis",
    ]);
    const [cardiac, elective, sepsis] = rows;
    expect(cardiac).toMatchObject({
      institutionId,
      learnerName: "Ada Okafor",
      email: "ada@trust.example",
      staffNumber: "RX-1042",
      registrationNumber: `GMC-${ada!.slice(0, 7)}`,
      courseId: courses.cardiac.id,
      cohortIds: [cohortId],
      completedAt: awarded,
      score: 87,
      certificateNumber: "CLN-ADA-1",
      // Assigned with a 12-month validity: expires a year after completion.
      expiresAt: new Date("2027-06-15T09:30:00Z"),
      status: "left",
      endedAt: now,
      // The institution keeps records for 3 years after the seat ended.
      eraseAfter: "2030-03-02",
    });
    // Completed but not assigned with a validity: no expiry.
    expect(elective).toMatchObject({ certificateNumber: "CLN-ADA-2", expiresAt: null });
    // Assigned, never completed: kept as not completed.
    expect(sepsis).toMatchObject({
      completedAt: null,
      score: null,
      certificateNumber: null,
      expiresAt: null,
      eraseAfter: "2030-03-02",
    });
  });

  it("marks a record removed when a manager ended the seat, and uses the default retention", async () => {
    const [ben] = await insertSeatHolders(db(), otherInstitutionId, [
      { firstName: "Ben", lastName: "Hart" },
    ]);
    await offerCourses(db(), otherInstitutionId, [courses.elsewhere.id]);
    await certify(ben!, courses.elsewhere.id, "CLN-BEN-1", new Date("2026-01-05T12:00:00Z"));

    expect(
      await keepTrainingRecords(db(), {
        institutionId: otherInstitutionId,
        userId: ben!,
        status: "removed",
        now,
      }),
    ).toBe(1);
    const [row] = await recordsOf(ben!);
    expect(row).toMatchObject({
      institutionId: otherInstitutionId,
      status: "removed",
      cohortIds: [],
      eraseAfter: "2033-03-02",
    });
  });

  it("keeps nothing for someone without a seat at that institution", async () => {
    const [cy] = await insertSeatHolders(db(), institutionId, [
      { firstName: "Cy", lastName: "Ng" },
    ]);
    await certify(cy!, courses.cardiac.id, "CLN-CY-1", now);
    expect(
      await keepTrainingRecords(db(), {
        institutionId: otherInstitutionId,
        userId: cy!,
        status: "left",
        now,
      }),
    ).toBe(0);
    expect(await recordsOf(cy!)).toEqual([]);
  });

  it("keeps nothing for a seat holder with no assigned and no completed course", async () => {
    const [dee] = await insertSeatHolders(db(), institutionId, [
      { firstName: "Dee", lastName: "Obi" },
    ]);
    expect(
      await keepTrainingRecords(db(), { institutionId, userId: dee!, status: "left", now }),
    ).toBe(0);
  });
});
