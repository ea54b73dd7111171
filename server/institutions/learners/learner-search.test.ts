import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learnersQuerySchema, type LearnersQuery } from "@common/institutions/learners-query";
import { planFingerprint } from "@common/institutions/bulk-actions";
import {
  awardCertificate,
  completeLessons,
  engageLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  offerCourses,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { createQueryCounter } from "../../db/query-counter";
import {
  auditLog,
  cohortCourses,
  cohortMembers,
  institutionInvitations,
  institutionSeats,
  trainingRecords,
} from "../../db/schema/index";
import { applyBulk } from "./apply-bulk";
import { bulkPlan } from "./bulk-plan";
import { learnerSearchPage } from "./learner-search";

const counter = createQueryCounter();
let database: Database;
let institutionId: string;
let wards: string;
let theatres: string;
let course: { id: string; lessonIds: string[] };
let ids: Record<"ada" | "ben" | "cy" | "dee", string>;
const now = new Date("2027-03-02T12:00:00Z");
const today = "2027-03-02";
const query = (changes: Partial<LearnersQuery> = {}) => ({
  ...learnersQuerySchema.parse({}),
  ...changes,
});
const search = (changes: Partial<LearnersQuery> = {}, scope = institutionId) =>
  learnerSearchPage(database.db, { institutionId: scope, today, now }, query(changes));
const names = async (changes: Partial<LearnersQuery> = {}) =>
  (await search(changes)).rows.map((row) => row.name);
const noMail = { send: async () => {}, enqueue: async () => {} };

beforeAll(async () => {
  database = await openTestDatabase({ queryLogger: counter.logger });
  const { db } = database;
  institutionId = await insertInstitution(db, "Riverside Trust");
  course = await insertCourse(db, "hand-hygiene", 2, { withAssessment: false });
  await offerCourses(db, institutionId, [course.id]);
  // Wards' due date has passed; Theatres' has not, and its completions last 12 months.
  wards = await insertCohort(db, institutionId, "Wards", {
    dueDate: "2027-03-01",
    courseIds: [course.id],
  });
  theatres = await insertCohort(db, institutionId, "Theatres", { courseIds: [course.id] });
  await db
    .update(cohortCourses)
    .set({ validityMonths: 12 })
    .where(eq(cohortCourses.cohortId, theatres));
  const [ada, ben] = await insertSeatHolders(
    db,
    institutionId,
    [
      { firstName: "Ada", lastName: "Okafor", email: "ada@trust.example" },
      { firstName: "Ben", lastName: "Smith", email: "ben@trust.example" },
    ],
    wards,
  );
  const [cy, dee] = await insertSeatHolders(
    db,
    institutionId,
    [
      { firstName: "Cy", lastName: "Patel", email: "cy@trust.example" },
      { firstName: "Dee", lastName: "Jones", email: "dee@trust.example" },
    ],
    theatres,
  );
  ids = { ada: ada!, ben: ben!, cy: cy!, dee: dee! };
  await db
    .update(institutionSeats)
    .set({ staffNumber: "ST-0042" })
    .where(eq(institutionSeats.userId, ids.ben));
  // Ada done (not overdue); Ben nothing (overdue); Cy done 11 months 20 days ago (expiring);
  // Dee done 13 months ago (expired).
  for (const [who, at] of [
    ["ada", "2027-02-01T10:00:00Z"],
    ["cy", "2026-03-12T10:00:00Z"],
    ["dee", "2026-02-01T10:00:00Z"],
  ] as const) {
    await completeLessons(db, ids[who], course, 2, { at: new Date(at) });
    await engageLessons(db, ids[who], course, 2, { at: new Date(at) });
    await awardCertificate(db, ids[who], course.id, `CLV-${who.toUpperCase()}`);
  }
  await db.execute(
    `update certificates set awarded_at = '2026-03-12T10:00:00Z' where number = 'CLV-CY'`,
  );
  await db.execute(
    `update certificates set awarded_at = '2026-02-01T10:00:00Z' where number = 'CLV-DEE'`,
  );
  await recordResult(db, ids.ben, course.id, 10);
  await db.insert(institutionInvitations).values({
    institutionId,
    email: "eve@trust.example",
    cohortId: wards,
    tokenHash: "a".repeat(64),
    expiresAt: new Date("2099-01-01T00:00:00Z"),
    invitedBy: null,
  } as typeof institutionInvitations.$inferInsert);
});
afterAll(() => database.close());

describe("the learners list", () => {
  it("lists seat holders and invitees, sorted by name with a stable tiebreak", async () => {
    expect(await names()).toEqual([
      "Ada Okafor",
      "Ben Smith",
      "Cy Patel",
      "Dee Jones",
      "eve@trust.example",
    ]);
    expect(await names({ dir: "desc" })).toEqual([
      "eve@trust.example",
      "Dee Jones",
      "Cy Patel",
      "Ben Smith",
      "Ada Okafor",
    ]);
  });

  it("searches name, email and staff number, ignoring case", async () => {
    expect(await names({ q: "OKAF" })).toEqual(["Ada Okafor"]);
    expect(await names({ q: "dee@TRUST" })).toEqual(["Dee Jones"]);
    expect(await names({ q: "st-0042" })).toEqual(["Ben Smith"]);
    expect(await names({ q: "nobody" })).toEqual([]);
  });

  it("filters overdue, expiring, expired, not started, invited and by cohort", async () => {
    expect(await names({ flag: "overdue" })).toEqual(["Ben Smith", "eve@trust.example"]);
    expect(await names({ flag: "expiring" })).toEqual(["Cy Patel"]);
    expect(await names({ flag: "expired" })).toEqual(["Dee Jones"]);
    expect(await names({ flag: "not-started" })).toEqual([]);
    expect(await names({ flag: "invited" })).toEqual(["eve@trust.example"]);
    expect(await names({ cohort: theatres })).toEqual(["Cy Patel", "Dee Jones"]);
    expect(await names({ course: course.id, status: "completed" })).toEqual([
      "Ada Okafor",
      "Cy Patel",
      "Dee Jones",
    ]);
    expect(await names({ course: course.id, status: "in-progress" })).toEqual(["Ben Smith"]);
    expect((await search()).matching).toBe(5);
    expect((await search({ flag: "overdue" })).matching).toBe(2);
    expect((await search({ flag: "left" })).matching).toBe(0);
  });

  it("sorts by every column", async () => {
    expect(await names({ sort: "email" })).toEqual([
      "Ada Okafor",
      "Ben Smith",
      "Cy Patel",
      "Dee Jones",
      "eve@trust.example",
    ]);
    expect((await names({ sort: "staff" }))[0]).toBe("Ben Smith");
    expect((await names({ sort: "cohorts" })).slice(0, 2)).toEqual(["Cy Patel", "Dee Jones"]);
    expect((await names({ sort: "done", dir: "desc" })).slice(0, 3)).toEqual([
      "Ada Okafor",
      "Cy Patel",
      "Dee Jones",
    ]);
    expect((await names({ sort: "joined", dir: "desc" }))[0]).toBe("eve@trust.example");
  });

  it("pages", async () => {
    const page = await learnerSearchPage(
      database.db,
      { institutionId, today, now },
      query({ page: 2 }),
      { pageSize: 2 },
    );
    expect(page.rows.map((row) => row.name)).toEqual(["Cy Patel", "Dee Jones"]);
    expect(page.pageCount).toBe(3);
  });

  it("shows nothing of another institution", async () => {
    const other = await insertInstitution(database.db, "Elsewhere Trust");
    expect((await search({}, other)).rows).toEqual([]);
    const plan = await bulkPlan(database.db, other, {
      keys: [`u:${ids.ada}`],
      action: "remove",
      cohortId: null,
    });
    expect(plan!.apply).toEqual([]);
    expect(plan!.skipped[0]!.outcome).toBe("No longer on your list");
    expect(
      await bulkPlan(database.db, other, {
        keys: [`u:${ids.ada}`],
        action: "add",
        cohortId: wards,
      }),
    ).toBeNull();
  });

  it("answers in one statement, for 5 learners and for 50", async () => {
    const statements = [];
    for (const size of [5, 50]) {
      const scope = await insertInstitution(database.db, `Trust of ${size}`);
      await offerCourses(database.db, scope, [course.id]);
      const cohort = await insertCohort(database.db, scope, "Intake", { courseIds: [course.id] });
      const people = Array.from({ length: size }, (_, i) => ({
        firstName: `L${i}`,
        lastName: `Of${size}`,
      }));
      const members = await insertSeatHolders(database.db, scope, people, cohort);
      for (const [i, id] of members.entries()) {
        if (i % 2) await completeLessons(database.db, id, course, 1);
      }
      for (const flag of ["all", "overdue", "expiring", "not-started", "left"] as const) {
        counter.take();
        await search({ flag, q: "of" }, scope);
        statements.push(counter.take().length);
      }
    }
    expect(statements).toEqual(Array(10).fill(1));
  });
});

describe("bulk actions", () => {
  const actor = { id: "manager-1", email: "lead@trust.example" };
  const deps = () => ({ db: database.db, mailQueue: noMail as never, appUrl: "http://localhost" });
  const scope = () => ({ institution: { id: institutionId, name: "Riverside Trust" }, actor });

  it("move: applies exactly the preview, audited", async () => {
    const choice = {
      keys: [`u:${ids.ada}`, `u:${ids.cy}`, "i:00000000-0000-4000-8000-000000000000"],
      action: "move" as const,
      cohortId: theatres,
    };
    const plan = (await bulkPlan(database.db, institutionId, choice))!;
    expect(plan.apply.map((row) => row.name)).toEqual(["Ada Okafor"]);
    expect(plan.skipped.map((row) => row.outcome).sort()).toEqual([
      "Already in Theatres only",
      "No longer on your list",
    ]);
    const done = await applyBulk(deps(), scope(), choice, planFingerprint(plan), "203.0.113.9");
    expect(done.ok).toBe(true);
    const memberships = await database.db
      .select({ cohortId: cohortMembers.cohortId })
      .from(cohortMembers)
      .where(eq(cohortMembers.userId, ids.ada));
    expect(memberships).toEqual([{ cohortId: theatres }]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, ids.ada));
    expect(audit.map((entry) => [entry.action, entry.institutionId, entry.ipAddress])).toEqual([
      ["cohort.members-moved", institutionId, "203.0.113.9"],
    ]);
  });

  it("does nothing when the plan changed between preview and confirmation", async () => {
    const choice = {
      keys: [`u:${ids.ben}`, `u:${ids.dee}`],
      action: "add" as const,
      cohortId: wards,
    };
    const plan = (await bulkPlan(database.db, institutionId, choice))!;
    expect(plan.apply.map((row) => row.name)).toEqual(["Dee Jones"]);
    // Meanwhile, Dee is added to Wards by someone else: the plan is now empty.
    await database.db
      .insert(cohortMembers)
      .values({ cohortId: wards, institutionId, userId: ids.dee });
    const before = await database.db.select().from(auditLog);
    const outcome = await applyBulk(deps(), scope(), choice, planFingerprint(plan), null);
    expect(outcome.ok).toBe(false);
    expect(outcome.plan!.apply).toEqual([]);
    expect(await database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("remove: keeps training records, audits, frees the seat, and lists them as removed", async () => {
    const choice = {
      keys: [`u:${ids.dee}`, "i:" + (await invitationId())],
      action: "remove" as const,
      cohortId: null,
    };
    const plan = (await bulkPlan(database.db, institutionId, choice))!;
    expect(plan.skipped.map((row) => row.outcome)).toEqual([
      "Has not joined: revoke the invitation instead",
    ]);
    const done = await applyBulk(deps(), scope(), choice, planFingerprint(plan), "203.0.113.9");
    expect(done.ok).toBe(true);
    const seat = await database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, ids.dee));
    expect(seat).toEqual([]);
    const kept = await database.db
      .select()
      .from(trainingRecords)
      .where(eq(trainingRecords.userId, ids.dee));
    expect(kept.map((record) => [record.status, record.certificateNumber])).toEqual([
      ["removed", "CLV-DEE"],
    ]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, ids.dee));
    expect(
      audit.map((entry) => [entry.action, entry.subjectType, entry.institutionId]),
    ).toContainEqual(["learner.removed", "user", institutionId]);
    const left = await search({ flag: "left" });
    expect(left.rows.map((row) => [row.name, row.kind, row.cohorts, row.doneCount])).toEqual([
      ["Dee Jones", "removed", "Theatres, Wards", 1],
    ]);
    expect((await search({ flag: "left", cohort: theatres })).rows).toHaveLength(1);
  });
});

async function invitationId() {
  const [row] = await database.db
    .select({ id: institutionInvitations.id })
    .from(institutionInvitations)
    .where(eq(institutionInvitations.email, "eve@trust.example"));
  return row!.id;
}
