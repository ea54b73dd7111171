import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planFingerprint } from "@common/institutions/bulk-actions";
import { createQueryCounter } from "@server/db/query-counter";
import { auditLog, cohortMembers, institutionSeats, trainingRecords } from "@server/db/schema";
import { bulkPlan } from "@server/institutions/learners/bulk-plan";
import {
  awardCertificate,
  completeLessons,
  engageLessons,
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

// The learners list, its bulk actions and a learner's page through the app
// (docs/product/institutions.md#learners-at-scale): the manager of A gets 404 for B's learners
// and nothing changes; the list's statements do not grow with the institution.
const counter = createQueryCounter();
let subject: TestApp;
let managerOfA: Learner;
let a: string;
let b: string;
let cohortOfA: string;
let course: { id: string; lessonIds: string[] };
let ada: string;
let learnerOfB: string;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  const { db } = subject.database;
  managerOfA = await signUpLearner(subject, "lead@ashdown-learners.test");
  a = await insertInstitution(db, "Ashdown Trust");
  b = await insertInstitution(db, "Brackwater Trust");
  await nameManager(db, a, managerOfA.userId);
  course = await insertCourse(db, "handover-learners", 2, { withAssessment: false });
  await offerCourses(db, a, [course.id]);
  await offerCourses(db, b, [course.id]);
  cohortOfA = await insertCohort(db, a, "Wards", { courseIds: [course.id] });
  ada = (await insertSeatHolders(db, a, [{ firstName: "Ada", lastName: "Okafor" }], cohortOfA))[0]!;
  await completeLessons(db, ada!, course, 2);
  await engageLessons(db, ada!, course, 2);
  await awardCertificate(db, ada!, course.id, "CLV-ADA-ROUTE");
  const cohortOfB = await insertCohort(db, b, "Theatres", { courseIds: [course.id] });
  learnerOfB = (
    await insertSeatHolders(db, b, [{ firstName: "Bo", lastName: "Brack" }], cohortOfB)
  )[0]!;
});
afterAll(() => subject.close());

describe("a learner's page", () => {
  it("shows the seat, cohorts, evidence, certificate and audit entries", async () => {
    const response = await managerOfA.request(`/manage/${a}/learners/${ada}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const text of [
      "Ada Okafor",
      "Wards",
      "2 of 2",
      "Done",
      "CLV-ADA-ROUTE",
      "Nothing recorded yet.",
    ]) {
      expect(page).toContain(text);
    }
  });

  it("is 404 for another institution's learner, an unknown id, or another institution", async () => {
    for (const path of [
      `/manage/${a}/learners/${learnerOfB}`,
      `/manage/${a}/learners/no-such-user`,
      `/manage/${b}/learners/${learnerOfB}`,
    ]) {
      expect((await managerOfA.request(path)).status).toBe(404);
    }
  });
});

describe("the learners list", () => {
  it("searches in the address, and links names to their page", async () => {
    const response = await managerOfA.request(`/manage/${a}/learners?q=okaf&sort=email&dir=desc`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`/manage/${a}/learners/${ada}`);
    expect(page).toContain("1 matches.");
  });

  it("costs the same statements for 5 learners and for 50, whatever the filter", async () => {
    const counts: number[][] = [];
    for (const size of [5, 50]) {
      const { db } = subject.database;
      const scope = await insertInstitution(db, `Trust of ${size}`);
      await nameManager(db, scope, managerOfA.userId);
      await offerCourses(db, scope, [course.id]);
      const cohort = await insertCohort(db, scope, "Intake", {
        dueDate: "2020-01-01",
        courseIds: [course.id],
      });
      const people = Array.from({ length: size }, (_, i) => ({
        firstName: `L${i}`,
        lastName: "X",
      }));
      const members = await insertSeatHolders(db, scope, people, cohort);
      for (const [i, id] of members.entries()) if (i % 2) await completeLessons(db, id, course, 1);
      const row = [];
      for (const query of [
        "",
        "?flag=overdue",
        "?flag=expiring&q=l1",
        "?sort=done",
        "?flag=left",
      ]) {
        counter.take();
        const response = await managerOfA.request(`/manage/${scope}/learners${query}`);
        expect(response.status).toBe(200);
        await response.text();
        row.push(counter.take().length);
      }
      counts.push(row);
    }
    expect(counts[0]).toEqual(counts[1]);
  });

  it("refuses B's learners to A's manager in a bulk action: nothing changes", async () => {
    const choice = { keys: [`u:${learnerOfB}`], action: "remove" as const, cohortId: null };
    const preview = await managerOfA.postForm(`/manage/${a}/learners`, {
      intent: "bulk-preview",
      keys: choice.keys[0]!,
      action: "remove",
    });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("No longer on your list");
    // Even with B's own plan, A's manager changes nothing in B.
    const planOfB = (await bulkPlan(subject.database.db, b, choice))!;
    const confirm = await managerOfA.postForm(`/manage/${b}/learners`, {
      intent: "bulk-confirm",
      keys: choice.keys[0]!,
      action: "remove",
      expected: planFingerprint(planOfB),
    });
    expect(confirm.status).toBe(404);
    const seats = await subject.database.db
      .select()
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, learnerOfB));
    expect(seats).toHaveLength(1);
  });

  it("removes one learner: records kept, audited, listed as removed", async () => {
    const [bea] = await insertSeatHolders(
      subject.database.db,
      a,
      [{ firstName: "Bea", lastName: "Removed" }],
      cohortOfA,
    );
    const response = await managerOfA.postForm(`/manage/${a}/learners`, {
      intent: "remove",
      userId: bea!,
    });
    expect(response.status).toBe(302);
    const { db } = subject.database;
    expect(await db.select().from(cohortMembers).where(eq(cohortMembers.userId, bea!))).toEqual([]);
    const kept = await db.select().from(trainingRecords).where(eq(trainingRecords.userId, bea!));
    expect(kept.map((record) => record.status)).toEqual(["removed"]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, bea!));
    expect(audit.map((entry) => [entry.action, entry.institutionId])).toEqual([
      ["learner.removed", a],
    ]);
    const left = await (await managerOfA.request(`/manage/${a}/learners?flag=left`)).text();
    expect(left).toContain("Bea Removed");
    expect(left).toContain("Removed on");
  });
});
