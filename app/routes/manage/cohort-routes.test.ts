import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeLessons,
  insertCohort,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  nameManager,
  offerCourses,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createQueryCounter } from "@server/db/query-counter";
import { cohortCourses, cohortMembers, cohorts, userNotes } from "@server/db/schema";

// The cohort pages and downloads (docs/product/institutions.md#cohorts) through the app: the manager of A gets 404 for all
// of B's and nothing changes; the dashboard's statements do not grow with the cohort.
const counter = createQueryCounter();
let subject: TestApp;
let managerOfA: Learner;
let a: string;
let b: string;
let cohortOfB: string;
let course: { id: string; lessonIds: string[] };
let seatHolderOfB: string;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  const { db } = subject.database;
  managerOfA = await signUpLearner(subject, "lead@ashdown.test");
  a = await insertInstitution(db, "Ashdown Trust");
  b = await insertInstitution(db, "Brackwater Trust");
  await nameManager(db, a, managerOfA.userId);
  course = await insertCourse(db, "handover", 3);
  await offerCourses(db, a, [course.id]);
  await offerCourses(db, b, [course.id]);
  cohortOfB = await insertCohort(db, b, "Brackwater nurses", {
    dueDate: "2027-01-01",
    courseIds: [course.id],
  });
  const holders = await insertSeatHolders(
    db,
    b,
    [{ firstName: "Bea", lastName: "Brackwater", email: "bea@brackwater.test" }],
    cohortOfB,
  );
  seatHolderOfB = holders[0]!;
  await db
    .insert(userNotes)
    .values({ userId: seatHolderOfB, lessonId: course.lessonIds[0]!, content: "BEA-PRIVATE" });
});
afterAll(() => subject.close());

async function stateOfB() {
  const { db } = subject.database;
  return JSON.stringify([
    await db.select().from(cohorts).where(eq(cohorts.institutionId, b)),
    await db.select().from(cohortMembers).where(eq(cohortMembers.institutionId, b)),
    await db.select().from(cohortCourses).where(eq(cohortCourses.cohortId, cohortOfB)),
  ]);
}

describe("the manager of another institution", () => {
  it("gets 404 for every cohort page, action and download of B, and nothing changes", async () => {
    const before = await stateOfB();
    const cohortOfBInA = `/manage/${a}/cohorts/${cohortOfB}`;
    const gets = [
      `/manage/${b}/cohorts`,
      `/manage/${b}/export.csv`,
      `/manage/${b}/cohorts/${cohortOfB}`,
      `/manage/${b}/cohorts/${cohortOfB}/settings`,
      `/manage/${b}/cohorts/${cohortOfB}/export.csv`,
      `/manage/${b}/cohorts/${cohortOfB}/print`,
      // B's cohort under A's own address: still not found.
      cohortOfBInA,
      `${cohortOfBInA}/settings`,
      `${cohortOfBInA}/export.csv`,
      `${cohortOfBInA}/print`,
      `/manage/${a}/cohorts/not-a-uuid`,
      // Searched, filtered and sorted: still not found, and nothing of B's shows.
      `/manage/${b}/cohorts/${cohortOfB}?q=bea&filter=overdue&sort=staff&dir=desc`,
      `${cohortOfBInA}?q=bea&course=${course.id}&status=completed&sort=${course.id}`,
      `${cohortOfBInA}/print?q=bea&filter=not-started`,
    ];
    const answers: string[] = [];
    for (const path of gets) {
      const response = await managerOfA.request(path);
      if (response.status !== 404) answers.push(`GET ${path}: ${response.status}`);
      expect(await response.text()).not.toContain("Brackwater nurses");
    }
    const posts: [string, Record<string, string>][] = [
      [`/manage/${b}/cohorts`, { name: "Taken over", dueDate: "" }],
      ...[`/manage/${b}/cohorts/${cohortOfB}/settings`, `${cohortOfBInA}/settings`].flatMap(
        (path): [string, Record<string, string>][] => [
          [path, { intent: "details", name: "Renamed", dueDate: "2030-01-01" }],
          [path, { intent: "courses" }],
          [path, { intent: "add-members", emails: "lead@ashdown.test" }],
          [path, { intent: "remove-member", userId: seatHolderOfB }],
        ],
      ),
    ];
    for (const [path, fields] of posts) {
      const response = await managerOfA.postForm(path, fields);
      if (response.status !== 404)
        answers.push(`POST ${path} ${fields.intent}: ${response.status}`);
    }
    expect(answers).toEqual([]);
    expect(await stateOfB()).toBe(before);
  });

  it("cannot assign a course A does not offer, nor add B's seat holder to A's cohort", async () => {
    const { db } = subject.database;
    const own = await insertCohort(db, a, "Ashdown juniors");
    const elsewhere = await insertCourse(db, "not-offered", 1);
    const settings = `/manage/${a}/cohorts/${own}/settings`;
    const courses = new URLSearchParams([
      ["intent", "courses"],
      ["courseIds", course.id],
      ["courseIds", elsewhere.id],
    ]);
    const saved = await managerOfA.request(settings, { method: "POST", body: courses });
    expect(saved.status).toBe(303);
    const assigned = await db.select().from(cohortCourses).where(eq(cohortCourses.cohortId, own));
    expect(assigned.map((row) => row.courseId)).toEqual([course.id]);
    const added = await managerOfA.postForm(settings, {
      intent: "add-members",
      emails: "bea@brackwater.test",
    });
    expect(added.status).toBe(422);
    expect(await added.text()).toContain("hold no seat at Ashdown Trust");
    expect(await db.select().from(cohortMembers).where(eq(cohortMembers.cohortId, own))).toEqual(
      [],
    );
  });
});

describe("a manager's own cohorts", () => {
  it("are created, named uniquely, filled by email and emptied again", async () => {
    const { db } = subject.database;
    const created = await managerOfA.postForm(`/manage/${a}/cohorts`, {
      name: "F1 doctors, August intake",
      dueDate: "2027-03-01",
    });
    expect(created.status).toBe(303);
    const id = created.headers.get("location")!.split("/")[4]!;
    const again = await managerOfA.postForm(`/manage/${a}/cohorts`, {
      name: "f1 doctors, august intake",
    });
    expect(again.status).toBe(422);
    const [ada] = await insertSeatHolders(db, a, [
      { firstName: "Ada", lastName: "Okafor", email: "ada@ashdown.test" },
    ]);
    const settings = `/manage/${a}/cohorts/${id}/settings`;
    const added = await managerOfA.postForm(settings, {
      intent: "add-members",
      emails: "ADA@ashdown.test\n",
    });
    expect(added.status).toBe(303);
    const list = await (await managerOfA.request(`/manage/${a}/cohorts`)).text();
    expect(list).toContain("F1 doctors, August intake");
    expect(list).toContain("1 March 2027");
    const removed = await managerOfA.postForm(settings, { intent: "remove-member", userId: ada! });
    expect(removed.status).toBe(303);
    expect(await db.select().from(cohortMembers).where(eq(cohortMembers.cohortId, id))).toEqual([]);
  });
});

describe("the faculty dashboard through the app", () => {
  async function cohortOf(size: number) {
    const { db } = subject.database;
    const id = await insertCohort(db, a, `Sized ${size}`, {
      dueDate: "2020-01-01",
      courseIds: [course.id],
    });
    const people = Array.from({ length: size }, (_, i) => ({
      firstName: `Person${i}`,
      lastName: `Size${size}`,
    }));
    const members = await insertSeatHolders(db, a, people, id);
    for (const [i, member] of members.entries()) {
      await completeLessons(db, member, course, i % 4);
      if (i % 2) await recordResult(db, member, course.id, 60 + i);
      await db
        .insert(userNotes)
        .values({ userId: member, lessonId: course.lessonIds[0]!, content: "SECRET-NOTE" });
    }
    return id;
  }

  it("costs the same statements for 3 learners and for 30, and shows no notes", async () => {
    const counts = [];
    for (const size of [3, 30]) {
      const id = await cohortOf(size);
      const searched = `?q=person1&filter=overdue&course=${course.id}&status=in-progress&sort=${course.id}&dir=desc`;
      for (const path of [
        `/manage/${a}/cohorts/${id}`,
        `/manage/${a}/cohorts/${id}.data`,
        `/manage/${a}/cohorts/${id}${searched}`,
      ]) {
        counter.take();
        const response = await managerOfA.request(path);
        expect(response.status).toBe(200);
        const body = await response.text();
        expect(body).not.toContain("SECRET-NOTE");
        counts.push(counter.take().length);
      }
    }
    expect(counts.slice(0, 3)).toEqual(counts.slice(3));
    expect(counts[2]).toBe(counts[0]);
    // The session, the layout's gate, the page's gate, the cohort, its learners.
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  it("searches, filters and sorts through the address, and names what it did not understand", async () => {
    const { db } = subject.database;
    const id = await insertCohort(db, a, "Searched cohort", {
      dueDate: "2020-01-01",
      courseIds: [course.id],
    });
    const [ada, ben] = await insertSeatHolders(
      db,
      a,
      [
        { firstName: "Ada", lastName: "Searchable" },
        { firstName: "Ben", lastName: "Hidden" },
      ],
      id,
    );
    await completeLessons(db, ben!, course, 2);
    expect(ada).toBeDefined();
    const page = `/manage/${a}/cohorts/${id}`;
    const found = await (await managerOfA.request(`${page}?q=SEARCHABLE`)).text();
    expect(found).toContain("Ada Searchable");
    expect(found).not.toContain("Ben Hidden");
    expect(found).toContain("1 learner matches.");
    const sorted = await (await managerOfA.request(`${page}?sort=${course.id}&dir=desc`)).text();
    expect(sorted.indexOf("Ben Hidden")).toBeLessThan(sorted.indexOf("Ada Searchable"));
    expect(sorted).toContain('aria-sort="descending"');
    const notStarted = await (await managerOfA.request(`${page}?filter=not-started`)).text();
    expect([notStarted.includes("Ada Searchable"), notStarted.includes("Ben Hidden")]).toEqual([
      true,
      false,
    ]);
    const printed = await (await managerOfA.request(`${page}/print?q=hidden`)).text();
    expect([printed.includes("Ben Hidden"), printed.includes("Ada Searchable")]).toEqual([
      true,
      false,
    ]);
    const other = "00000000-0000-4000-8000-000000000000";
    const bad = await managerOfA.request(
      `${page}?filter=nope&sort=sideways&dir=up&page=-2&status=done&course=${other}&q=${"x".repeat(101)}`,
    );
    expect(bad.status).toBe(200);
    const html = await bad.text();
    expect(html).toContain("Part of this address was not understood");
    expect(html).toContain(
      "Left out, so the default holds: Search, Show, Course status, Sort, Sort direction, Page, Course.",
    );
    expect(html).toContain("Ada Searchable");
  });

  it("downloads the cohort as CSV with formulas neutralised and no notes", async () => {
    const { db } = subject.database;
    const id = await insertCohort(db, a, "Hostile names", { courseIds: [course.id] });
    await insertSeatHolders(
      db,
      a,
      [
        { firstName: "=1+1", lastName: "Eq" },
        { firstName: "+SUM(1,2)", lastName: "Plus" },
        { firstName: "-2+3", lastName: "Minus" },
        { firstName: "@SUM(1,2)", lastName: "At" },
      ],
      id,
    );
    for (const path of [`/manage/${a}/cohorts/${id}/export.csv`, `/manage/${a}/export.csv`]) {
      const response = await managerOfA.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      expect(response.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.csv"/);
      const text = (await response.text()).replace(/^\uFEFF/, "");
      expect(text).not.toContain("SECRET-NOTE");
      const cells = Papa.parse<string[]>(text).data.flat();
      expect(cells).toContain("'=1+1 Eq");
      expect(cells).toContain("'@SUM(1,2) At");
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    }
  });

  it("prints a summary without the app's header", async () => {
    const { db } = subject.database;
    const id = await insertCohort(db, a, "Printed cohort", { courseIds: [course.id] });
    await insertSeatHolders(db, a, [{ firstName: "Pat", lastName: "Print" }], id);
    const response = await managerOfA.request(`/manage/${a}/cohorts/${id}/print`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Printed cohort: progress summary");
    expect(html).toContain("Pat Print");
    expect(html).not.toContain('aria-label="Institution"');
  });
});
