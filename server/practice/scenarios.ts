import { and, asc, eq, sql } from "drizzle-orm";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import type { Db } from "../db/client";
import { courses, lessons, modules, practiceScenarios } from "../db/schema/index";

/** A stored definition, validated on every read: the engine never runs on a malformed one. */
export function parseDefinition(stored: unknown) {
  return scenarioDefinitionSchema.parse(stored);
}

/**
 * The scenario a lesson opens: the lesson's own, else the course's first (by key) that belongs
 * to no lesson, else the course's first; null when the course has none.
 */
export async function scenarioForLesson(db: Db, courseId: string, lessonId: string | null) {
  const ownFirst = lessonId
    ? sql`case when ${practiceScenarios.lessonId} = ${lessonId} then 0 when ${practiceScenarios.lessonId} is null then 1 else 2 end`
    : sql`case when ${practiceScenarios.lessonId} is null then 1 else 2 end`;
  const [row] = await db
    .select({ id: practiceScenarios.id, definition: practiceScenarios.definition })
    .from(practiceScenarios)
    .where(eq(practiceScenarios.courseId, courseId))
    .orderBy(ownFirst, asc(practiceScenarios.key))
    .limit(1);
  return row ? { id: row.id, definition: parseDefinition(row.definition) } : null;
}

/** One of the course's scenarios by id (to practise it again), or null. */
export async function scenarioById(db: Db, courseId: string, scenarioId: string) {
  const [row] = await db
    .select({ id: practiceScenarios.id, definition: practiceScenarios.definition })
    .from(practiceScenarios)
    .where(and(eq(practiceScenarios.courseId, courseId), eq(practiceScenarios.id, scenarioId)));
  return row ? { id: row.id, definition: parseDefinition(row.definition) } : null;
}

/** The course's lessons by slug, to link a debrief item to the lesson that teaches it. */
export async function lessonTitles(db: Db, courseId: string) {
  const rows = await db
    .select({ slug: lessons.slug, title: lessons.title })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(courses.id, courseId)));
  return new Map(rows.map((row) => [row.slug, row.title]));
}
