import { and, eq } from "drizzle-orm";
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
import { signUpLearner, type Learner } from "../../../tests/support/learner";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createQueryCounter } from "@server/db/query-counter";
import { certificates, cohortCourses, institutionManagers } from "@server/db/schema";

// The manager overview (docs/product/institutions.md#reporting) through the app: the figures per
// course, an expired completion counted as expired, the chart with its table, the same number of
// statements for 4 learners and 40, and the monthly report toggle scoped to its reader.
const counter = createQueryCounter();
let subject: TestApp;
let manager: Learner;
let a: string;
let b: string;
let cohort: string;
let course: { id: string; lessonIds: string[] };
const day = 24 * 60 * 60 * 1000;
const monthsAgo = (months: number) => new Date(Date.now() - months * 30.44 * day);

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  const { db } = subject.database;
  manager = await signUpLearner(subject, "lead@ashdown.test");
  a = await insertInstitution(db, "Ashdown Trust");
  b = await insertInstitution(db, "Brackwater Trust");
  await nameManager(db, a, manager.userId);
  course = await insertCourse(db, "basic-life-support", 2);
  await offerCourses(db, a, [course.id]);
  cohort = await insertCohort(db, a, "Ward 7", { dueDate: "2025-01-01", courseIds: [course.id] });
  await db
    .update(cohortCourses)
    .set({ validityMonths: 12 })
    .where(eq(cohortCourses.cohortId, cohort));
  const [ada, ben, cy] = await insertSeatHolders(
    db,
    a,
    [
      { firstName: "Ada", lastName: "Expired" },
      { firstName: "Ben", lastName: "Expiring" },
      { firstName: "Cy", lastName: "Current" },
      { firstName: "Dee", lastName: "Overdue" },
    ],
    cohort,
  );
  const complete = async (userId: string, awardedAt: Date, number: string) => {
    await engageLessons(db, userId, course, 2, { at: awardedAt });
    await recordResult(db, userId, course.id, 90, { at: awardedAt });
    await awardCertificate(db, userId, course.id, number);
    await db.update(certificates).set({ awardedAt }).where(eq(certificates.number, number));
  };
  await complete(ada!, monthsAgo(13), "CLV-ADA0-ADA0-ADA0-ADA0");
  await complete(ben!, new Date(Date.now() - 350 * day), "CLV-BEN0-BEN0-BEN0-BEN0");
  await complete(cy!, new Date(Date.now() - 2 * day), "CLV-CY00-CY00-CY00-CY00");
});
afterAll(() => subject.close());

const text = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the overview", () => {
  it("shows completion per course with overdue, expiring and expired, and the chart with its table", async () => {
    const response = await manager.request(`/manage/${a}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = text(html);
    // Ben's completion still counts while expiring; Ada's expired; Dee overdue.
    expect(page).toContain("Completion rate 50%");
    expect(page).toContain("Overdue 1");
    expect(page).toContain("Expiring within 30 days 1");
    expect(page).toContain("Expired 1");
    expect(page).toMatch(/basic-life-support\S* 4 2 50% 1 1 1/i);
    expect(html).toContain(
      '<title id="completion-chart-title">Completions over the last 12 months</title>',
    );
    expect(page).toContain("Completion over time, by month");
    const thisMonth = new Intl.DateTimeFormat("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date());
    // Cy completed this month (or, in its first two days, possibly last month).
    expect(page).toMatch(new RegExp(`(${thisMonth} 1 75%|${thisMonth} 0 75%)`));
  });

  it("answers with the same number of statements for 4 learners and for 40", async () => {
    const counts: number[] = [];
    for (const extra of [0, 36]) {
      if (extra) {
        const people = Array.from({ length: extra }, (_, i) => ({
          firstName: `L${i}`,
          lastName: "More",
        }));
        const ids = await insertSeatHolders(subject.database.db, a, people, cohort);
        for (const [i, id] of ids.entries()) {
          if (i % 2) await engageLessons(subject.database.db, id, course, 2);
          if (i % 3) await recordResult(subject.database.db, id, course.id, 80);
        }
      }
      counter.take();
      const response = await manager.request(`/manage/${a}`);
      expect(response.status).toBe(200);
      await response.text();
      counts.push(counter.take().length);
    }
    expect(counts[0]).toBe(counts[1]);
    // The session, the layout's gate, the page's gate, the figures, the report setting.
    expect(counts[0]).toBeLessThanOrEqual(6);
  });
});

describe("the monthly report toggle", () => {
  const wanted = async (institutionId: string, userId: string) =>
    (
      await subject.database.db
        .select({ wanted: institutionManagers.monthlyReport })
        .from(institutionManagers)
        .where(
          and(
            eq(institutionManagers.institutionId, institutionId),
            eq(institutionManagers.userId, userId),
          ),
        )
    )[0]?.wanted;

  it("turns the reader's own report on and off", async () => {
    const on = await manager.postForm(`/manage/${a}?index`, { monthlyReport: "on" });
    expect(on.status).toBe(303);
    expect(await wanted(a, manager.userId)).toBe(true);
    expect(text(await (await manager.request(`/manage/${a}`)).text())).toContain(
      "Stop the monthly report",
    );
    await manager.postForm(`/manage/${a}?index`, { monthlyReport: "off" });
    expect(await wanted(a, manager.userId)).toBe(false);
  });

  it("answers 404 for another institution's, and nothing changes", async () => {
    const other = await signUpLearner(subject, "lead@brackwater.test");
    await nameManager(subject.database.db, b, other.userId);
    for (const path of [`/manage/${b}?index`, `/manage/not-a-uuid?index`]) {
      const response = await manager.postForm(path, { monthlyReport: "on" });
      expect(response.status, path).toBe(404);
    }
    expect(await wanted(b, other.userId)).toBe(false);
    expect(await wanted(b, manager.userId)).toBeUndefined();
    expect((await manager.request(`/manage/${b}`)).status).toBe(404);
  });
});
