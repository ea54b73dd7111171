import { and, asc, eq } from "drizzle-orm";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import type { Db } from "../db/client";
import { courses, lessons, modules, practiceScenarios } from "../db/schema/index";

/** A stored definition, validated on every read: the engine never runs on a malformed one. */
export function parseDefinition(stored: unknown) {
  return scenarioDefinitionSchema.parse(stored);
}

/** The course's practice scenario (the first by key when there are several), or null. */
export async function scenarioForCourse(db: Db, courseId: string) {
  const [row] = await db
    .select({ id: practiceScenarios.id, title: practiceScenarios.title })
    .from(practiceScenarios)
    .where(eq(practiceScenarios.courseId, courseId))
    .orderBy(asc(practiceScenarios.key))
    .limit(1);
  return row ?? null;
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
