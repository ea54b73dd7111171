import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import type { Database } from "../client";
import {
  appConfig,
  assessmentQuestions,
  assessments,
  blogArticles,
  contentBlocks,
  courses,
  institutions,
  lessons,
  modules,
} from "../schema";
import { seedAll, seedIfEmpty } from "./seed";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const db = database.db;
  const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    institutions: await tally(institutions),
    articles: await tally(blogArticles),
    courses: await tally(courses),
    modules: await tally(modules),
    lessons: await tally(lessons),
    blocks: await tally(contentBlocks),
  };
}

describe("the seed", () => {
  it("loads the demo content into a fresh database, once", async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const first = await counts();
    expect(first.articles).toBeGreaterThanOrEqual(9);
    expect(first.institutions).toBeGreaterThan(50);
    expect(first.courses).toBeGreaterThanOrEqual(3);
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it("runs again without duplicating anything", async () => {
    const before = await counts();
    await seedAll(database.db);
    await seedAll(database.db);
    expect(await counts()).toEqual(before);
  });

  it("has exactly one featured article", async () => {
    const featured = await database.db
      .select({ id: blogArticles.id })
      .from(blogArticles)
      .where(eq(blogArticles.isFeatured, true));
    expect(featured).toHaveLength(1);
  });

  it("ships the demo course of the spec with three lessons using every block type", async () => {
    const [course] = await database.db
      .select()
      .from(courses)
      .where(eq(courses.slug, "demo-iv-cannulation"));
    expect(course).toMatchObject({
      title: "Intravenous Cannulation",
      difficultyLevel: "Intermediate",
      estimatedDuration: 120,
    });
    expect(course?.features.length).toBeGreaterThan(0);
    expect(course?.learningOutline.length).toBeGreaterThan(0);
    const rows = await database.db
      .select({ lessonId: lessons.id, type: contentBlocks.type })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(contentBlocks, eq(contentBlocks.lessonId, lessons.id))
      .where(eq(modules.courseId, course!.id));
    expect(new Set(rows.map((r) => r.lessonId)).size).toBe(3);
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(["text", "markdown", "header", "list", "image"]),
    );
  });

  it("stores every course's question bank with its draw, outcomes, sources and teaching lessons", async () => {
    const db = database.db;
    const banks = await db
      .select({ slug: courses.slug, drawCount: assessments.drawCount, id: assessments.id })
      .from(assessments)
      .innerJoin(courses, eq(courses.id, assessments.courseId));
    expect(banks).toHaveLength(3);
    for (const bank of banks) {
      const questions = await db
        .select({
          outcome: assessmentQuestions.outcome,
          source: assessmentQuestions.source,
          section: assessmentQuestions.teachesSection,
          lessonCourse: modules.courseId,
        })
        .from(assessmentQuestions)
        .leftJoin(lessons, eq(lessons.id, assessmentQuestions.teachesLessonId))
        .leftJoin(modules, eq(modules.id, lessons.moduleId))
        .where(eq(assessmentQuestions.assessmentId, bank.id));
      expect(bank.drawCount, bank.slug).toBe(10);
      expect(questions.length, bank.slug).toBeGreaterThanOrEqual(3 * bank.drawCount);
      const [course] = await db.select().from(courses).where(eq(courses.slug, bank.slug));
      for (const q of questions) {
        expect(q.outcome, bank.slug).not.toBe("");
        expect(q.source, bank.slug).not.toBe("");
        expect(q.section, bank.slug).toBeTruthy();
        expect(q.lessonCourse, bank.slug).toBe(course!.id);
      }
    }
  });

  it("starts not launched and keeps an operator's launch switch on re-seed", async () => {
    const launch = () =>
      database.db.select().from(appConfig).where(eq(appConfig.key, "launch_status"));
    expect((await launch())[0]?.value).toEqual({ is_launched: false });
    await database.db
      .update(appConfig)
      .set({ value: { is_launched: true } })
      .where(eq(appConfig.key, "launch_status"));
    await seedAll(database.db);
    expect((await launch())[0]?.value).toEqual({ is_launched: true });
  });
});
