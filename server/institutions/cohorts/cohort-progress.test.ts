import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  awardCertificate,
  completeLessons,
  engageLessons,
  insertCohort,
  insertPracticeScenario,
  insertCourse,
  insertInstitution,
  insertSeatHolders,
  offerCourses,
  passPractice,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { and, eq } from "drizzle-orm";
import {
  cohortCourses,
  institutionSeats,
  learnerCourseStanding,
  userNotes,
  users,
} from "../../db/schema/index";
import { createQueryCounter } from "../../db/query-counter";
import {
  defaultCohortQuery,
  type CohortProgressQuery,
} from "@common/institutions/cohort-progress-query";
import { cohortHeader, cohortProgressPage } from "./cohort-progress";
import { progressCsvStream } from "./progress-csv";

const counter = createQueryCounter();
let database: Database;
let institutionId: string;
let cohortId: string;
let cardiac: { id: string; lessonIds: string[] };
let sepsis: { id: string; lessonIds: string[] };
let ids: Record<"ada" | "ben" | "cy" | "dee" | "eve", string>;
const today = "2027-03-02";

beforeAll(async () => {
  database = await openTestDatabase({ queryLogger: counter.logger });
  const { db } = database;
  institutionId = await insertInstitution(db, "Riverside Trust");
  cardiac = await insertCourse(db, "cardiac-arrest", 4);
  await insertPracticeScenario(db, cardiac.id);
  sepsis = await insertCourse(db, "sepsis-six", 2, { withAssessment: false });
  await offerCourses(db, institutionId, [cardiac.id, sepsis.id]);
  cohortId = await insertCohort(db, institutionId, "F1 doctors, August intake", {
    dueDate: "2027-03-01",
    courseIds: [cardiac.id, sepsis.id],
  });
  const [ada, ben, cy, dee, eve] = await insertSeatHolders(
    db,
    institutionId,
    [
      { firstName: "Ada", lastName: "Okafor" },
      { firstName: "Ben", lastName: "Smith" },
      { firstName: "Cy", lastName: "Patel" },
      { firstName: '=HYPERLINK("https://evil.example")', lastName: "+Dee" },
      { firstName: "Eve", lastName: "Quick" },
    ],
    cohortId,
  );
  ids = { ada: ada!, ben: ben!, cy: cy!, dee: dee!, eve: eve! };
  // Ada, the honest path: every lesson studied, two attempts (best 90), the practice session
  // passed, a certificate.
  await completeLessons(db, ids.ada, cardiac, 4, { at: new Date("2027-02-10T10:00:00Z") });
  await engageLessons(db, ids.ada, cardiac, 4, { at: new Date("2027-02-10T10:00:00Z") });
  await completeLessons(db, ids.ada, sepsis, 2, { at: new Date("2027-02-11T10:00:00Z") });
  await engageLessons(db, ids.ada, sepsis, 2, { at: new Date("2027-02-11T10:00:00Z") });
  await passPractice(db, ids.ada, cardiac.id, { at: new Date("2027-02-12T08:00:00Z") });
  await recordResult(db, ids.ada, cardiac.id, 60, { at: new Date("2027-02-12T09:00:00Z") });
  await recordResult(db, ids.ada, cardiac.id, 90, { at: new Date("2027-02-12T10:00:00Z") });
  await awardCertificate(db, ids.ada, cardiac.id, "CLV-ADA1-ADA1-ADA1-ADA1");
  // Ben: half of one course, a failed attempt: overdue.
  await completeLessons(db, ids.ben, cardiac, 2, { at: new Date("2027-01-05T08:00:00Z") });
  await recordResult(db, ids.ben, cardiac.id, 50, { at: new Date("2027-01-06T08:00:00Z") });
  // Eve, the 17-second path: every lesson ticked and the assessment passed, nothing studied or
  // practised: not done.
  await completeLessons(db, ids.eve, cardiac, 4, { at: new Date("2027-02-20T10:00:00Z") });
  await completeLessons(db, ids.eve, sepsis, 2, { at: new Date("2027-02-20T10:00:00Z") });
  await recordResult(db, ids.eve, cardiac.id, 100, { at: new Date("2027-02-20T10:00:17Z") });
  // Cy and Dee: nothing at all; Cy's private note on a lesson must never show.
  await db
    .insert(userNotes)
    .values({ userId: ids.cy, lessonId: cardiac.lessonIds[0]!, content: "PRIVATE-NOTE-TEXT" });
});
afterAll(() => database.close());

const all = defaultCohortQuery;
const scope = () => ({ institutionId, cohortId, dueDate: "2027-03-01", today });

describe("the faculty dashboard's figures", () => {
  it("gives each learner's progress, best score, pass and certificate per course", async () => {
    const header = await cohortHeader(database.db, institutionId, cohortId);
    expect(header?.courses.map((course) => [course.title, course.lessonCount])).toEqual([
      ["Course cardiac-arrest", 4],
      ["Course sepsis-six", 2],
    ]);
    const page = await cohortProgressPage(database.db, scope(), all);
    expect(page.counts).toEqual({
      all: 5,
      overdue: 4,
      expiring: 0,
      expired: 0,
      "not-started": 2,
    });
    const byName = Object.fromEntries(page.learners.map((row) => [row.name, row]));
    const ada = byName["Ada Okafor"]!;
    expect(ada.overdue).toBe(false);
    expect(ada.lastActivity).toBe(Date.parse("2027-02-12T10:00:00Z"));
    expect(ada.cells.find((cell) => cell.courseId === cardiac.id)).toEqual({
      courseId: cardiac.id,
      completed: 4,
      bestScore: 90,
      passed: true,
      certificate: "CLV-ADA1-ADA1-ADA1-ADA1",
      done: true,
    });
    expect(ada.cells.find((cell) => cell.courseId === sepsis.id)).toMatchObject({
      completed: 2,
      done: true,
    });
    const ben = byName["Ben Smith"]!;
    expect([ben.overdue, ben.notStarted]).toEqual([true, false]);
    expect(ben.cells.find((cell) => cell.courseId === cardiac.id)).toMatchObject({
      completed: 2,
      bestScore: 50,
      passed: false,
      certificate: null,
    });
    const eve = byName["Eve Quick"]!;
    expect(eve.overdue).toBe(true);
    const eveIn = (courseId: string) => eve.cells.find((cell) => cell.courseId === courseId)!;
    expect(eveIn(cardiac.id)).toMatchObject({ completed: 4, passed: true, done: false });
    expect(eveIn(sepsis.id)).toMatchObject({ completed: 2, done: false });
    expect([byName["Cy Patel"]!.notStarted, byName["Cy Patel"]!.lastActivity]).toEqual([
      true,
      null,
    ]);
    // Listed by name.
    expect(page.learners.map((row) => row.name)).toEqual([
      '=HYPERLINK("https://evil.example") +Dee',
      "Ada Okafor",
      "Ben Smith",
      "Cy Patel",
      "Eve Quick",
    ]);
  });

  it("filters overdue and not started learners; nothing is overdue before the due date", async () => {
    const overdue = await cohortProgressPage(database.db, scope(), { ...all, filter: "overdue" });
    expect(overdue.learners.map((row) => row.name).sort()).toEqual([
      '=HYPERLINK("https://evil.example") +Dee',
      "Ben Smith",
      "Cy Patel",
      "Eve Quick",
    ]);
    const notStarted = await cohortProgressPage(database.db, scope(), {
      ...all,
      filter: "not-started",
    });
    expect(notStarted.learners.map((row) => row.name)).toEqual([
      '=HYPERLINK("https://evil.example") +Dee',
      "Cy Patel",
    ]);
    const early = await cohortProgressPage(
      database.db,
      { ...scope(), today: "2027-03-01" },
      { ...all, filter: "overdue" },
    );
    expect([early.counts.overdue, early.learners]).toEqual([0, []]);
  });

  it("finds no cohort of another institution", async () => {
    const other = await insertInstitution(database.db, "Elsewhere Trust");
    expect(await cohortHeader(database.db, other, cohortId)).toBeNull();
    const page = await cohortProgressPage(database.db, { ...scope(), institutionId: other }, all);
    expect(page.learners).toEqual([]);
  });
});

describe("the cohort table's search, filters and sort", () => {
  const names = async (query: Partial<CohortProgressQuery>, now?: Date) =>
    (await cohortProgressPage(database.db, { ...scope(), now }, { ...all, ...query })).learners.map(
      (row) => row.name,
    );
  const dee = '=HYPERLINK("https://evil.example") +Dee';

  it("searches names, emails and staff numbers, counting each filter within the search", async () => {
    const { db } = database;
    await db
      .update(institutionSeats)
      .set({ staffNumber: "RX-0042" })
      .where(eq(institutionSeats.userId, ids.ben));
    const [cy] = await db.select().from(users).where(eq(users.id, ids.cy));
    expect(await names({ q: "OKAF" })).toEqual(["Ada Okafor"]);
    expect(await names({ q: cy!.email.slice(0, 8).toUpperCase() })).toEqual(["Cy Patel"]);
    expect(await names({ q: "rx-00" })).toEqual(["Ben Smith"]);
    const page = await cohortProgressPage(db, scope(), { ...all, q: "rx-0042" });
    expect(page.learners[0]?.staffNumber).toBe("RX-0042");
    expect([page.cohortTotal, page.counts.all, page.counts.overdue, page.matching]).toEqual([
      5, 1, 1, 1,
    ]);
    expect(await names({ q: "nobody-here" })).toEqual([]);
  });

  it("filters by a course's status, or every course's", async () => {
    expect(await names({ course: sepsis.id, status: "completed" })).toEqual(["Ada Okafor"]);
    expect(await names({ course: sepsis.id, status: "in-progress" })).toEqual(["Eve Quick"]);
    expect(await names({ course: cardiac.id, status: "not-started" })).toEqual([dee, "Cy Patel"]);
    expect(await names({ status: "completed" })).toEqual(["Ada Okafor"]);
    expect(await names({ status: "in-progress" })).toEqual(["Ben Smith", "Eve Quick"]);
    expect(await names({ filter: "left" })).toEqual([]);
  });

  it("sorts by every column, both ways, nulls last and then by name", async () => {
    expect(await names({ sort: cardiac.id, dir: "desc" })).toEqual([
      "Ada Okafor",
      "Eve Quick",
      "Ben Smith",
      dee,
      "Cy Patel",
    ]);
    // Least progress first: not started, then by lessons and best score, done last.
    expect(await names({ sort: cardiac.id })).toEqual([
      dee,
      "Cy Patel",
      "Ben Smith",
      "Eve Quick",
      "Ada Okafor",
    ]);
    expect(await names({ sort: "activity", dir: "desc" })).toEqual([
      "Eve Quick",
      "Ada Okafor",
      "Ben Smith",
      dee,
      "Cy Patel",
    ]);
    expect(await names({ sort: "standing" })).toEqual([
      dee,
      "Ben Smith",
      "Cy Patel",
      "Eve Quick",
      "Ada Okafor",
    ]);
    expect((await names({ sort: "staff" }))[0]).toBe("Ben Smith");
    expect(await names({ sort: "name", dir: "desc" })).toEqual([
      "Eve Quick",
      "Cy Patel",
      "Ben Smith",
      "Ada Okafor",
      dee,
    ]);
    // Paging keeps the order.
    const second = await cohortProgressPage(
      database.db,
      scope(),
      { ...all, sort: "standing", page: 2 },
      { pageSize: 2 },
    );
    expect([second.pageCount, second.learners.map((row) => row.name)]).toEqual([
      3,
      ["Cy Patel", "Eve Quick"],
    ]);
  });

  it("finds completions expiring within 30 days and expired ones, by the cohort's validity", async () => {
    const { db } = database;
    const validity = and(
      eq(cohortCourses.cohortId, cohortId),
      eq(cohortCourses.courseId, cardiac.id),
    );
    await db.update(cohortCourses).set({ validityMonths: 12 }).where(validity);
    // Expiry counts from the completion: when the last piece of Ada's evidence arrived.
    const [standing] = await db
      .select({ evidenceAt: learnerCourseStanding.evidenceAt })
      .from(learnerCourseStanding)
      .where(
        and(
          eq(learnerCourseStanding.userId, ids.ada),
          eq(learnerCourseStanding.courseId, cardiac.id),
        ),
      );
    expect(standing!.evidenceAt).toEqual(new Date("2027-02-12T10:00:00Z"));
    const later = (days: number) => new Date(standing!.evidenceAt!.getTime() + days * 86_400_000);
    try {
      expect(await names({ filter: "expiring" }, later(350))).toEqual(["Ada Okafor"]);
      expect(await names({ filter: "expired" }, later(350))).toEqual([]);
      expect(await names({ filter: "expired" }, later(400))).toEqual(["Ada Okafor"]);
      expect(await names({ filter: "expiring" }, later(10))).toEqual([]);
      const page = await cohortProgressPage(db, { ...scope(), now: later(400) }, all);
      expect([page.counts.expired, page.counts.expiring]).toEqual([1, 0]);
      expect(page.learners.find((row) => row.name === "Ada Okafor")?.expired).toBe(true);
    } finally {
      await db.update(cohortCourses).set({ validityMonths: null }).where(validity);
    }
  });
});

describe("the dashboard's statements", () => {
  it("are the same two for 3 learners and for 30, searched, filtered and sorted or not", async () => {
    const { db } = database;
    const statements = async (cohort: string) => {
      counter.take();
      await cohortHeader(db, institutionId, cohort);
      await cohortProgressPage(db, { ...scope(), cohortId: cohort }, all);
      // A search, a filter, a course status and a course's sort cost no more.
      await cohortHeader(db, institutionId, cohort, "learner1");
      await cohortProgressPage(
        db,
        { ...scope(), cohortId: cohort },
        {
          ...all,
          q: "learner1",
          filter: "overdue",
          course: cardiac.id,
          status: "in-progress",
          sort: cardiac.id,
          dir: "desc",
        },
      );
      return counter.take();
    };
    const sizes = [];
    for (const size of [3, 30]) {
      const cohort = await insertCohort(db, institutionId, `Cohort of ${size}`, {
        courseIds: [cardiac.id, sepsis.id],
      });
      const people = Array.from({ length: size }, (_, i) => ({
        firstName: `Learner${i}`,
        lastName: `Of${size}`,
      }));
      const members = await insertSeatHolders(db, institutionId, people, cohort);
      for (const [i, id] of members.entries()) {
        await completeLessons(db, id, cardiac, i % 5);
        await engageLessons(db, id, cardiac, i % 5);
        if (i % 3 === 0) await recordResult(db, id, cardiac.id, 40 + i);
        if (i % 4 === 0) await passPractice(db, id, cardiac.id);
      }
      sizes.push((await statements(cohort)).length);
    }
    expect(sizes).toEqual([4, 4]);
  });

  it("read no notes, reflections or answers", async () => {
    counter.take();
    const page = await cohortProgressPage(database.db, scope(), all);
    const sent = counter.take().join("\n");
    for (const table of ["user_notes", "course_reflections", "external_cpd", "answers"]) {
      expect(sent).not.toContain(table);
    }
    expect(JSON.stringify(page)).not.toContain("PRIVATE-NOTE-TEXT");
  });
});

describe("the progress CSV", () => {
  async function csv(pageSize?: number, over: { cohortId?: string } = { cohortId }) {
    const stream = progressCsvStream(
      database.db,
      { institutionId, ...over },
      { appUrl: "https://clinova.test", today, pageSize },
    );
    return (await new Response(stream).text()).replace(/^\uFEFF/, "");
  }

  it("has a line per learner and course, with the dashboard's figures", async () => {
    const rows = Papa.parse<string[]>(await csv()).data.filter((row) => row.length > 1);
    expect(rows[0]).toContain("Certificate link");
    const ada = rows.filter((row) => row[0] === "Ada Okafor");
    expect(ada.map((row) => [row[4], row[5], row[6], row[9], row[10], row[13]])).toEqual([
      ["Course cardiac-arrest", "4", "4", "90", "Yes", "Passed"],
      ["Course sepsis-six", "2", "2", "", "", "Completed"],
    ]);
    expect(ada[0]![12]).toBe("https://clinova.test/certificates/CLV-ADA1-ADA1-ADA1-ADA1");
    expect(rows.find((row) => row[0] === "Ben Smith")![13]).toBe("Overdue");
    expect(rows.filter((row) => row[0] === "Eve Quick").map((row) => row[13])).toEqual([
      "Overdue",
      "Overdue",
    ]);
    expect(rows).toHaveLength(1 + 5 * 2);
  });

  it("neutralises every cell a spreadsheet would run as a formula", async () => {
    const cells = Papa.parse<string[]>(await csv()).data.flat();
    expect(cells).toContain(`'=HYPERLINK("https://evil.example") +Dee`);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells.join()).not.toContain("PRIVATE-NOTE-TEXT");
  });

  it("reads the same lines page by page as in one page, for the whole institution", async () => {
    const whole = await csv(10_000, {});
    expect(await csv(2, {})).toBe(whole);
    const lines = Papa.parse<string[]>(whole).data.filter((row) => row.length > 1);
    // Every seat holder appears: the 5 of the first cohort and the 33 of the others.
    expect(new Set(lines.slice(1).map((row) => row[1])).size).toBe(5 + 3 + 30);
  });
});
