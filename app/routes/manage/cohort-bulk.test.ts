import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planFingerprint, type BulkChoice } from "@common/institutions/bulk-actions";
import { cohortMembers, institutionManagers, institutionSeats } from "@server/db/schema";
import { bulkPlan } from "@server/institutions/learners/bulk-plan";
import {
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  nameManager,
  offerCourses,
} from "../../../tests/support/cohort-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

// The cohort table's bulk actions (docs/product/institutions.md#faculty-dashboard): the learners
// list's preview and confirmation from a cohort's table, back to the same view; a reporter and
// another institution's manager get 404 and nothing changes.
let subject: TestApp;
let manager: Learner;
let reporter: Learner;
let a: string;
let wards: string;
let theatres: string;
let ada: string;
let ben: string;
let cohortOfB: string;
let b: string;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase());
  const { db } = subject.database;
  manager = await signUpLearner(subject, "lead@ashdown-cohort-bulk.test");
  reporter = await signUpLearner(subject, "reports@ashdown-cohort-bulk.test");
  a = await insertInstitution(db, "Ashdown Trust");
  b = await insertInstitution(db, "Brackwater Trust");
  await nameManager(db, a, manager.userId);
  await db
    .insert(institutionManagers)
    .values({ institutionId: a, userId: reporter.userId, role: "reporter" });
  const course = await insertCourse(db, "cohort-bulk", 2, { withAssessment: false });
  await offerCourses(db, a, [course.id]);
  await offerCourses(db, b, [course.id]);
  wards = await insertCohort(db, a, "Wards", { courseIds: [course.id] });
  theatres = await insertCohort(db, a, "Theatres", { courseIds: [course.id] });
  [ada, ben] = (await insertSeatHolders(
    db,
    a,
    [
      { firstName: "Ada", lastName: "Okafor" },
      { firstName: "Ben", lastName: "Carter" },
    ],
    wards,
  )) as [string, string];
  cohortOfB = await insertCohort(db, b, "Brackwater wards", { courseIds: [course.id] });
});
afterAll(() => subject.close());

const wardsPage = () => `/manage/${a}/cohorts/${wards}`;

const post = (who: Learner, path: string, fields: [string, string][]) =>
  who.request(path, { method: "POST", body: new URLSearchParams(fields) });

const fieldsOf = (choice: BulkChoice, extra: [string, string][]) => [
  ["action", choice.action] as [string, string],
  ["cohortId", choice.cohortId ?? ""] as [string, string],
  ...choice.keys.map((key) => ["keys", key] as [string, string]),
  ...extra,
];

async function cohortsOf(userId: string) {
  const rows = await subject.database.db
    .select({ cohortId: cohortMembers.cohortId })
    .from(cohortMembers)
    .where(eq(cohortMembers.userId, userId));
  return rows.map((row) => row.cohortId).sort();
}

describe("the cohort table's bulk actions", () => {
  it("give managers a box per learner and reporters none", async () => {
    const forManager = await (await manager.request(wardsPage())).text();
    expect(forManager).toContain(`value="u:${ada}"`);
    expect(forManager).toContain("With the learners ticked");
    const forReporter = await reporter.request(wardsPage());
    expect(forReporter.status).toBe(200);
    const html = await forReporter.text();
    expect(html).toContain("Ada Okafor");
    expect(html).not.toContain('name="keys"');
    expect(html).not.toContain("With the learners ticked");
  });

  it("preview a move without changing anything, then apply exactly that and return to the view", async () => {
    const choice: BulkChoice = {
      keys: [`u:${ada}`, `u:${ben}`],
      action: "move",
      cohortId: theatres,
    };
    const view = `${wardsPage()}?sort=name&dir=desc`;
    const preview = await post(manager, view, fieldsOf(choice, [["intent", "bulk-preview"]]));
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview: Move to cohort");
    expect(previewHtml).toContain("2 learners will change.");
    expect(previewHtml).toContain("Moved to Theatres, out of their cohort");
    expect(await cohortsOf(ada)).toEqual([wards]);

    const plan = (await bulkPlan(subject.database.db, a, choice))!;
    const confirm = await post(
      manager,
      view,
      fieldsOf(choice, [
        ["intent", "bulk-confirm"],
        ["expected", planFingerprint(plan)],
      ]),
    );
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe(view);
    expect(await cohortsOf(ada)).toEqual([theatres]);
    expect(await cohortsOf(ben)).toEqual([theatres]);
  });

  it("refuse a reporter with 404, and nothing changes", async () => {
    const choice: BulkChoice = { keys: [`u:${ada}`], action: "remove", cohortId: null };
    const plan = (await bulkPlan(subject.database.db, a, choice))!;
    const page = `/manage/${a}/cohorts/${theatres}`;
    for (const intent of [
      [["intent", "bulk-preview"]],
      [
        ["intent", "bulk-confirm"],
        ["expected", planFingerprint(plan)],
      ],
    ] as [string, string][][]) {
      expect((await post(reporter, page, fieldsOf(choice, intent))).status).toBe(404);
    }
    const seat = await subject.database.db
      .select()
      .from(institutionSeats)
      .where(and(eq(institutionSeats.userId, ada), eq(institutionSeats.institutionId, a)));
    expect(seat).toHaveLength(1);
    expect(await cohortsOf(ada)).toEqual([theatres]);
  });

  it("refuse another institution's cohort with 404, and nothing changes", async () => {
    const choice: BulkChoice = { keys: [`u:${ada}`], action: "remove", cohortId: null };
    const plan = (await bulkPlan(subject.database.db, a, choice))!;
    for (const page of [
      `/manage/${b}/cohorts/${cohortOfB}`,
      // B's cohort under A's address.
      `/manage/${a}/cohorts/${cohortOfB}`,
    ]) {
      const confirm = await post(
        manager,
        page,
        fieldsOf(choice, [
          ["intent", "bulk-confirm"],
          ["expected", planFingerprint(plan)],
        ]),
      );
      expect(confirm.status).toBe(404);
    }
    expect(await cohortsOf(ada)).toEqual([theatres]);
  });

  it("names a missing cohort for a move, and changes nothing", async () => {
    const response = await post(manager, `/manage/${a}/cohorts/${theatres}`, [
      ["intent", "bulk-preview"],
      ["action", "move"],
      ["keys", `u:${ada}`],
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Choose the cohort");
    expect(await cohortsOf(ada)).toEqual([theatres]);
  });
});
