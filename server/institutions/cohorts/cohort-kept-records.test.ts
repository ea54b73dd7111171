import Papa from "papaparse";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awardCertificate,
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  offerCourses,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { institutionSeats } from "../../db/schema/index";
import { keepTrainingRecords } from "../records/keep-training-records";
import { cohortHeader } from "./cohort-progress";
import { progressCsvStream } from "./progress-csv";

// A learner removed from the institution stays on their cohort's page and in its export and the
// institution's, from the records it keeps (docs/product/institutions.md#training-records).
let database: Database;
let institutionId: string;
let cohortId: string;
let otherCohortId: string;

async function csvOf(scope: { institutionId: string; cohortId?: string }) {
  const text = await new Response(
    progressCsvStream(database.db, scope, { appUrl: "https://clinova.test", today: "2027-03-02" }),
  ).text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  institutionId = await insertInstitution(db, "Kept Records Trust");
  const course = await insertCourse(db, "kept-records-course", 2);
  await offerCourses(db, institutionId, [course.id]);
  cohortId = await insertCohort(db, institutionId, "Ward 7 nurses", { courseIds: [course.id] });
  otherCohortId = await insertCohort(db, institutionId, "Porters", { courseIds: [course.id] });
  const [stays, leaves] = await insertSeatHolders(
    db,
    institutionId,
    [
      { firstName: "Stella", lastName: "Stays" },
      { firstName: "Lena", lastName: "Leaves" },
    ],
    cohortId,
  );
  await awardCertificate(db, leaves!, course.id, "CLN-KEPT-0001");
  await db.transaction(async (tx) => {
    await keepTrainingRecords(tx, { institutionId, userId: leaves!, status: "removed" });
    await tx
      .delete(institutionSeats)
      .where(
        and(
          eq(institutionSeats.institutionId, institutionId),
          eq(institutionSeats.userId, leaves!),
        ),
      );
  });
  expect(stays).toBeDefined();
});
afterAll(() => database.close());

describe("a removed learner's kept record", () => {
  it("is listed on their cohort's page, and not on another cohort's", async () => {
    const header = await cohortHeader(database.db, institutionId, cohortId);
    expect(header?.keptCount).toBe(1);
    expect(header?.kept).toEqual([
      expect.objectContaining({
        name: "Lena Leaves",
        status: "removed",
        score: 90,
        certificateNumber: "CLN-KEPT-0001",
      }),
    ]);
    const found = await cohortHeader(database.db, institutionId, cohortId, "LEAVES");
    expect([found?.keptCount, found?.keptPeople]).toEqual([1, 1]);
    const missed = await cohortHeader(database.db, institutionId, cohortId, "stella");
    expect([missed?.keptCount, missed?.kept]).toEqual([0, []]);
    const other = await cohortHeader(database.db, institutionId, otherCohortId);
    expect(other?.keptCount).toBe(0);
    expect(other?.kept).toEqual([]);
  });

  it("ends the cohort's export and the institution's, marked removed", async () => {
    for (const scope of [{ institutionId, cohortId }, { institutionId }]) {
      const rows = await csvOf(scope);
      const lena = rows.filter((row) => row[0] === "Lena Leaves");
      expect(lena).toHaveLength(1);
      expect(lena[0]![2]).toBe("Ward 7 nurses");
      expect(lena[0]![9]).toBe("90");
      expect(lena[0]![11]).toBe("CLN-KEPT-0001");
      expect(lena[0]![13]).toMatch(/^Removed on \d{4}-\d{2}-\d{2}$/);
      expect(rows.at(-1)![0]).toBe("Lena Leaves");
      expect(rows.some((row) => row[0] === "Stella Stays")).toBe(true);
    }
    const porters = await csvOf({ institutionId, cohortId: otherCohortId });
    expect(porters.some((row) => row[0] === "Lena Leaves")).toBe(false);
  });
});
