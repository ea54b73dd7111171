import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { courseRenewals, courses, userProgress, users } from "@server/db/schema";
import {
  completeLessons,
  engageLessons,
  insertCourse,
  insertPracticeScenario,
  passPractice,
  recordResult,
} from "../../../tests/support/cohort-fixtures";
import { openTestDatabase } from "../../../tests/support/test-database";
import { learnerCompletedAtSql } from "./completion-time";
import { evidenceColumns } from "./evidence-columns";

// learner_course_standing (decision 0066) is kept by triggers: after every kind of write it must
// equal what the raw facts say, computed here without it.
let database: Database;
type Course = { id: string; lessonIds: string[] };
let practised: Course; // three lessons, an assessment, two practice scenarios
let plain: Course; // two lessons, nothing else
const ann = randomUUID();
const ben = randomUUID();
const cat = randomUUID();
const dan = randomUUID();

beforeAll(async () => {
  database = await openTestDatabase();
  practised = await insertCourse(database.db, "standing-practised", 3);
  await insertPracticeScenario(database.db, practised.id, "anaphylaxis");
  await insertPracticeScenario(database.db, practised.id, "suspected-sepsis");
  plain = await insertCourse(database.db, "standing-plain", 2, { withAssessment: false });
  await database.db.insert(users).values(
    [ann, ben, cat, dan].map((id, i) => ({
      id,
      name: `Learner ${i}`,
      email: `${id}@standing.example`,
    })),
  );
});
afterAll(async () => {
  await database?.close();
});

const rowsOf = async <Row>(statement: PromiseLike<unknown>) =>
  ((await statement) as { rows: Row[] }).rows;

type Standing = {
  user_id: string;
  course_id: string;
  lessons_engaged: number;
  assessment_passed: boolean;
  scenarios_passed: number;
  has_progress: boolean;
  lessons_completed: number;
  has_results: boolean;
  best_score: number | null;
  any_passed: boolean;
  evidence_at: Date | string | null;
};
const columns = sql`user_id, course_id, lessons_engaged, assessment_passed, scenarios_passed,
  has_progress, lessons_completed, has_results, best_score, any_passed, evidence_at`;
const byPair = (rows: Standing[]) =>
  Object.fromEntries(rows.map((row) => [`${row.user_id}/${row.course_id}`, row]));

/** The summary as the raw facts give it (renewals cut results and sessions before them). */
async function live() {
  return rowsOf<Standing>(
    database.db.execute(sql`
      with pairs as (
        select user_id, course_id from lesson_engagement
        union select user_id, course_id from user_progress
        union select user_id, course_id from assessment_results
        union select pa.user_id, ps.course_id from practice_attempts pa
          join practice_scenarios ps on ps.id = pa.scenario_id
      ),
      facts as (
        select p.user_id, p.course_id,
          (select count(*)::int from lesson_engagement le where le.user_id = p.user_id
            and le.course_id = p.course_id and le.engaged_at is not null) as lessons_engaged,
          exists (select 1 from assessment_results r where r.user_id = p.user_id
            and r.course_id = p.course_id and r.passed and not exists (
              select 1 from course_renewals rn where rn.user_id = r.user_id
                and rn.course_id = r.course_id and rn.opened_at > r.created_at)) as assessment_passed,
          (select count(distinct pa.scenario_id)::int from practice_attempts pa
            join practice_scenarios ps on ps.id = pa.scenario_id
            where pa.user_id = p.user_id and ps.course_id = p.course_id and pa.passed
              and pa.mode = 'assessed' and not exists (
                select 1 from course_renewals rn where rn.user_id = pa.user_id
                  and rn.course_id = ps.course_id and rn.opened_at > pa.started_at))
            as scenarios_passed,
          exists (select 1 from user_progress up where up.user_id = p.user_id
            and up.course_id = p.course_id) as has_progress,
          (select count(*)::int from user_progress up where up.user_id = p.user_id
            and up.course_id = p.course_id and up.completed) as lessons_completed,
          exists (select 1 from assessment_results r where r.user_id = p.user_id
            and r.course_id = p.course_id) as has_results,
          (select max(score) from assessment_results r where r.user_id = p.user_id
            and r.course_id = p.course_id) as best_score,
          exists (select 1 from assessment_results r where r.user_id = p.user_id
            and r.course_id = p.course_id and r.passed) as any_passed,
          -- The latest piece of the current evidence: the last lesson engaged, the first pass
          -- since the renewal, and each scenario's first assessed pass since it.
          greatest(
            (select max(le.engaged_at) from lesson_engagement le where le.user_id = p.user_id
              and le.course_id = p.course_id),
            (select min(r.created_at) from assessment_results r where r.user_id = p.user_id
              and r.course_id = p.course_id and r.passed and not exists (
                select 1 from course_renewals rn where rn.user_id = r.user_id
                  and rn.course_id = r.course_id and rn.opened_at > r.created_at)),
            (select max(first_pass) from (
              select min(coalesce(pa.finished_at, pa.started_at)) as first_pass
              from practice_attempts pa join practice_scenarios ps on ps.id = pa.scenario_id
              where pa.user_id = p.user_id and ps.course_id = p.course_id and pa.passed
                and pa.mode = 'assessed' and not exists (
                  select 1 from course_renewals rn where rn.user_id = pa.user_id
                    and rn.course_id = ps.course_id and rn.opened_at > pa.started_at)
              group by pa.scenario_id) passes)) as evidence_at
        from pairs p
      )
      select ${columns} from facts
      where lessons_engaged > 0 or assessment_passed or scenarios_passed > 0 or has_progress
        or has_results
      order by user_id, course_id`),
  );
}

async function summary() {
  return rowsOf<Standing>(
    database.db.execute(
      sql`select ${columns} from learner_course_standing order by user_id, course_id`,
    ),
  );
}

async function expectSummaryIsLive() {
  const [kept, computed] = await Promise.all([summary(), live()]);
  expect(byPair(kept)).toEqual(byPair(computed));
  // The per-viewer columns (the learner's own pages) agree with the summary too.
  for (const userId of [ann, ben, cat]) {
    const viewer = await database.db
      .select({
        id: courses.id,
        lessonsEngaged: evidenceColumns(userId).lessonsEngaged,
        assessmentPassed: evidenceColumns(userId).assessmentPassed,
      })
      .from(courses);
    for (const course of viewer) {
      const row = kept.find((k) => k.user_id === userId && k.course_id === course.id);
      expect(row?.lessons_engaged ?? 0).toBe(course.lessonsEngaged);
      expect(row?.assessment_passed ?? false).toBe(course.assessmentPassed);
    }
  }
  return kept;
}

describe("learner_course_standing", () => {
  it("follows lessons engaged, ticks, results passed and failed, and assessed sessions", async () => {
    const { db } = database;
    await engageLessons(db, ann, practised, 2);
    await completeLessons(db, ann, practised, 3);
    await recordResult(db, ann, practised.id, 40);
    let rows = await expectSummaryIsLive();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lessons_engaged: 2, assessment_passed: false, best_score: 40 });

    await engageLessons(db, ann, practised);
    await recordResult(db, ann, practised.id, 90);
    await passPractice(db, ann, practised.id, { only: "anaphylaxis", mode: "coached" });
    await passPractice(db, ann, practised.id, { only: "suspected-sepsis" });
    rows = await expectSummaryIsLive();
    expect(rows[0]).toMatchObject({
      lessons_engaged: 3,
      assessment_passed: true,
      scenarios_passed: 1,
    });

    await passPractice(db, ann, practised.id, { only: "anaphylaxis" });
    await engageLessons(db, ben, plain, 1);
    await db.execute(sql`
      insert into lesson_engagement (user_id, course_id, lesson_id, reading_seconds)
      values (${cat}, ${plain.id}, ${plain.lessonIds[1]}, 30)`);
    rows = await expectSummaryIsLive();
    expect(rows.find((r) => r.user_id === ann)).toMatchObject({ scenarios_passed: 2 });
    // An engagement row without engaged_at is no fact: no summary row.
    expect(rows.some((r) => r.user_id === cat)).toBe(false);
  });

  it("follows updates and deletions of the facts", async () => {
    const { db } = database;
    await db
      .update(userProgress)
      .set({ completed: false })
      .where(eq(userProgress.lessonId, practised.lessonIds[0]!));
    await db.execute(sql`delete from lesson_engagement where user_id = ${ben}`);
    const rows = await expectSummaryIsLive();
    expect(rows.find((r) => r.user_id === ann)).toMatchObject({ lessons_completed: 2 });
    expect(rows.some((r) => r.user_id === ben)).toBe(false);
  });

  it("stops counting results and sessions from before a renewal, and counts new ones", async () => {
    const { db } = database;
    const later = new Date(Date.now() + 60_000);
    await db
      .insert(courseRenewals)
      .values({ userId: ann, courseId: practised.id, openedAt: later });
    let rows = await expectSummaryIsLive();
    expect(rows.find((r) => r.user_id === ann)).toMatchObject({
      lessons_engaged: 3,
      assessment_passed: false,
      scenarios_passed: 0,
      best_score: 90,
    });
    await recordResult(db, ann, practised.id, 85, { at: new Date(later.getTime() + 3_600_000) });
    await passPractice(db, ann, practised.id, { at: new Date(later.getTime() + 3_600_000) });
    rows = await expectSummaryIsLive();
    expect(rows.find((r) => r.user_id === ann)).toMatchObject({
      assessment_passed: true,
      scenarios_passed: 2,
    });
  });

  it("dates the evidence: the last lesson, the first pass since a renewal, each scenario's first assessed pass", async () => {
    const { db } = database;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
    const evidenceAt = async () => {
      const [row] = await rowsOf<{ evidence_at: Date | string | null }>(
        db.execute(sql`select evidence_at from learner_course_standing
          where user_id = ${dan} and course_id = ${practised.id}`),
      );
      return row?.evidence_at == null ? null : new Date(row.evidence_at).toISOString();
    };
    const completedAt = async () => {
      const [row] = await rowsOf<{ at: Date | string | null }>(
        db.execute(sql`select ${learnerCompletedAtSql(dan, sql`${practised.id}::uuid`)} as at`),
      );
      return row?.at == null ? null : new Date(row.at).toISOString();
    };
    const iso = (n: number) => day(n).toISOString();

    await engageLessons(db, dan, practised, 2, { at: day(1) });
    await engageLessons(db, dan, practised, 3, { at: day(2) });
    expect(await evidenceAt()).toBe(iso(2));
    await recordResult(db, dan, practised.id, 40, { at: day(3) });
    expect(await evidenceAt()).toBe(iso(2));
    await recordResult(db, dan, practised.id, 90, { at: day(4) });
    await recordResult(db, dan, practised.id, 95, { at: day(5) });
    expect(await evidenceAt()).toBe(iso(4));
    await passPractice(db, dan, practised.id, { only: "anaphylaxis", mode: "coached", at: day(6) });
    expect(await evidenceAt()).toBe(iso(4));
    await passPractice(db, dan, practised.id, { only: "anaphylaxis", at: day(7) });
    await passPractice(db, dan, practised.id, { only: "anaphylaxis", at: day(8) });
    expect(await evidenceAt()).toBe(iso(7));
    // Not complete yet (one scenario left): no completion.
    expect(await completedAt()).toBeNull();
    await passPractice(db, dan, practised.id, { only: "suspected-sepsis", at: day(9) });
    await expectSummaryIsLive();
    expect(await evidenceAt()).toBe(iso(9));
    expect(await completedAt()).toBe(iso(9));

    // A renewal reopens the evidence: only the lessons remain, and while it is under way the
    // completion is the one it renews.
    await db.insert(courseRenewals).values({
      userId: dan,
      courseId: practised.id,
      openedAt: day(20),
      previousAwardedAt: day(9),
      previousScore: 95,
    });
    await expectSummaryIsLive();
    expect(await evidenceAt()).toBe(iso(2));
    expect(await completedAt()).toBe(iso(9));
    await recordResult(db, dan, practised.id, 85, { at: day(21) });
    await passPractice(db, dan, practised.id, { at: day(22) });
    await expectSummaryIsLive();
    expect(await evidenceAt()).toBe(iso(22));
    expect(await completedAt()).toBe(iso(22));

    // Removing the facts takes their dates with them.
    await db.execute(sql`delete from practice_attempts where user_id = ${dan}
      and started_at > ${day(21).toISOString()}::timestamptz`);
    await expectSummaryIsLive();
    expect(await evidenceAt()).toBe(iso(21));
    expect(await completedAt()).toBe(iso(9));
  });

  it("goes with the account, and with a removed practice scenario's sessions", async () => {
    const { db } = database;
    await engageLessons(db, cat, plain);
    await expectSummaryIsLive();
    await db.delete(users).where(eq(users.id, cat));
    let rows = await expectSummaryIsLive();
    expect(rows.some((r) => r.user_id === cat)).toBe(false);
    await db.execute(sql`delete from practice_scenarios where key = 'anaphylaxis'
      and course_id = ${practised.id}`);
    rows = await expectSummaryIsLive();
    expect(rows.find((r) => r.user_id === ann)).toMatchObject({ scenarios_passed: 1 });
  });
});
