import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evidenceChecklist, evidenceItemText } from "@common/learning/evidence-checklist";
import type { Database } from "@server/db/client";
import { courses, lessons, users } from "@server/db/schema";
import {
  completeLessons,
  engageLessons,
  insertCourse,
  insertPracticeScenario,
  passPractice,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import { evidenceColumns } from "./evidence-columns";
import { evidenceCompleteOf, evidenceCtes } from "./evidence-ctes";

// The one definition (docs/product/learning.md#evidence-of-completion), in its two forms: the
// per-course columns of one viewer and the set-based CTEs of the cohort table.
let database: Database;
type Course = { id: string; lessonIds: string[] };
let full: Course; // three lessons, an assessment and a practice scenario
let plain: Course; // two lessons, nothing else
let assessed: Course; // two lessons and an assessment
let twoCases: Course; // two lessons, an assessment and two practice scenarios
const people = {
  honest: randomUUID(),
  ticker: randomUUID(),
  noPractice: randomUUID(),
  nobody: randomUUID(),
  coachedOnly: randomUUID(),
  oneCase: randomUUID(),
  bothCases: randomUUID(),
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  full = await insertCourse(db, "evidence-full", 3);
  await insertPracticeScenario(db, full.id);
  plain = await insertCourse(db, "evidence-plain", 2, { withAssessment: false });
  assessed = await insertCourse(db, "evidence-assessed", 2);
  twoCases = await insertCourse(db, "evidence-two-cases", 2);
  await insertPracticeScenario(db, twoCases.id, "anaphylaxis");
  await insertPracticeScenario(db, twoCases.id, "suspected-sepsis");
  await db
    .insert(users)
    .values(
      Object.entries(people).map(([name, id]) => ({ id, name, email: `${name}@evidence.example` })),
    );
  // The honest learner: everything on the full course; one lesson of the plain one; the
  // assessed course studied but its assessment failed.
  await engageLessons(db, people.honest, full);
  await recordResult(db, people.honest, full.id, 90);
  await passPractice(db, people.honest, full.id);
  await engageLessons(db, people.honest, plain, 1);
  await engageLessons(db, people.honest, assessed);
  await recordResult(db, people.honest, assessed.id, 40);
  // The 17-second path: every lesson ticked, every assessment passed, nothing studied.
  for (const course of [full, plain, assessed]) {
    await completeLessons(db, people.ticker, course, course.lessonIds.length);
    await recordResult(db, people.ticker, course.id, 100);
  }
  // Studied and passed everywhere, but the practice session failed.
  for (const course of [full, plain, assessed]) {
    await engageLessons(db, people.noPractice, course);
    await recordResult(db, people.noPractice, course.id, 80);
  }
  await passPractice(db, people.noPractice, full.id, { score: 92, passed: false });
  // Only assessed attempts count (decision 0054), and every scenario of a course needs one.
  for (const name of ["coachedOnly", "oneCase", "bothCases"] as const) {
    for (const course of [full, twoCases]) {
      await engageLessons(db, people[name], course);
      await recordResult(db, people[name], course.id, 85);
    }
  }
  await passPractice(db, people.coachedOnly, full.id, { mode: "coached" });
  await passPractice(db, people.coachedOnly, twoCases.id, { mode: "coached" });
  await passPractice(db, people.oneCase, full.id);
  await passPractice(db, people.oneCase, twoCases.id, { only: "anaphylaxis" });
  await passPractice(db, people.oneCase, twoCases.id, {
    only: "suspected-sepsis",
    mode: "coached",
  });
  await passPractice(db, people.bothCases, full.id);
  await passPractice(db, people.bothCases, twoCases.id);
  // Engagement not yet enough on one lesson: a row without engaged_at.
  await database.db.execute(sql`
    insert into lesson_engagement (user_id, course_id, lesson_id, reading_seconds)
    values (${people.nobody}, ${plain.id}, ${plain.lessonIds[0]}, 30)`);
});
afterAll(async () => {
  await database?.close();
});

const none = {
  "evidence-full": false,
  "evidence-plain": false,
  "evidence-assessed": false,
  "evidence-two-cases": false,
};
const expected: Record<keyof typeof people, Record<string, boolean>> = {
  honest: { ...none, "evidence-full": true },
  ticker: none,
  noPractice: { ...none, "evidence-plain": true, "evidence-assessed": true },
  nobody: none,
  coachedOnly: none,
  oneCase: { ...none, "evidence-full": true },
  bothCases: { ...none, "evidence-full": true, "evidence-two-cases": true },
};

async function byColumns(userId: string) {
  const rows = await database.db
    .select({ slug: courses.slug, complete: evidenceColumns(userId).evidenceComplete })
    .from(courses);
  return Object.fromEntries(rows.map((row) => [row.slug, row.complete]));
}

const rowsOf = async <Row>(statement: PromiseLike<unknown>) =>
  ((await statement) as { rows: Row[] }).rows;

async function byCtes() {
  const ids = Object.values(people);
  const rows = await rowsOf<{ user_id: string; slug: string; complete: boolean }>(
    database.db.execute(sql`
      with ${evidenceCtes(
        sql`select id from users where id in (${sql.join(ids, sql`, `)})`,
        sql`select id from courses`,
      )}
      select u.id as user_id, c.slug, ${evidenceCompleteOf("ec", "el")} as complete
      from users u cross join evidence_courses ec
      join courses c on c.id = ec.course_id
      left join evidence_learners el on el.user_id = u.id and el.course_id = ec.course_id
      where u.id in (${sql.join(ids, sql`, `)})`),
  );
  const result: Record<string, Record<string, boolean>> = {};
  for (const row of rows) (result[row.user_id] ??= {})[row.slug] = row.complete;
  return result;
}

describe("evidence of completion", () => {
  it("is the same in the per-course columns and in the cohort table's CTEs", async () => {
    const cte = await byCtes();
    for (const [name, userId] of Object.entries(people) as [keyof typeof people, string][]) {
      expect(await byColumns(userId), name).toEqual(expected[name]);
      expect(cte[userId], name).toEqual(expected[name]);
    }
  });

  it("lists exactly what remains, with links, and ticks what is done", async () => {
    const learner = randomUUID();
    await database.db.insert(users).values({ id: learner, name: "L", email: "l@evidence.example" });
    await engageLessons(database.db, learner, full, 1);
    await recordResult(database.db, learner, full.id, 75);
    const [row] = await database.db
      .select({ slug: courses.slug, ...evidenceColumns(learner) })
      .from(courses)
      .where(sql`${courses.id} = ${full.id}`);
    const titles = await database.db
      .select({ id: lessons.id, title: lessons.title })
      .from(lessons)
      .where(sql`${lessons.id} in (${sql.join(full.lessonIds, sql`, `)})`);
    const titleOf = new Map(titles.map((lesson) => [lesson.id, lesson.title]));
    const checklist = evidenceChecklist(row!);
    expect(checklist.complete).toBe(false);
    expect(checklist.items.map((item) => [evidenceItemText(item), item.done, item.href])).toEqual([
      [
        `Read ${titleOf.get(full.lessonIds[1]!)}`,
        false,
        `/course/evidence-full/start/${full.lessonIds[1]}`,
      ],
      [
        `Read ${titleOf.get(full.lessonIds[2]!)}`,
        false,
        `/course/evidence-full/start/${full.lessonIds[2]}`,
      ],
      ["Pass the assessment", true, "/course/evidence-full/assessment"],
      [
        "Pass the practice session",
        false,
        `/course/evidence-full/start/${full.lessonIds[2]}?tab=vr`,
      ],
    ]);
    // Another learner's engagement and passes never count for this one.
    const [stranger] = await database.db
      .select({ slug: courses.slug, ...evidenceColumns(randomUUID()) })
      .from(courses)
      .where(sql`${courses.id} = ${full.id}`);
    expect(stranger).toMatchObject({ lessonsEngaged: 0, assessmentPassed: false });
    expect(evidenceChecklist(stranger!).items.filter((item) => !item.done)).toHaveLength(5);
  });

  it("says a lesson with video is to be watched", async () => {
    const learner = randomUUID();
    await database.db
      .update(lessons)
      .set({ videoSeconds: 300 })
      .where(sql`${lessons.id} = ${plain.lessonIds[1]}`);
    const [row] = await database.db
      .select({ slug: courses.slug, ...evidenceColumns(learner, { lessonsListed: 1 }) })
      .from(courses)
      .where(sql`${courses.id} = ${plain.id}`);
    const checklist = evidenceChecklist(row!);
    expect(checklist.items.map(evidenceItemText)).toEqual(["Read Lesson 1"]);
    expect(checklist.moreLessons).toBe(1);
    const [all] = await database.db
      .select({ slug: courses.slug, ...evidenceColumns(learner) })
      .from(courses)
      .where(sql`${courses.id} = ${plain.id}`);
    expect(evidenceChecklist(all!).items.map(evidenceItemText)).toEqual([
      "Read Lesson 1",
      "Watch the video of Lesson 2",
    ]);
  });
});
