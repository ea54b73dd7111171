import { and, eq, sql } from "drizzle-orm";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import type { DbOrTx } from "../client";
import { courses, lessons, modules, practiceScenarios } from "../schema";
import type { ScenarioSeed } from "./content/practice/scenario-seed";

/** Writes a course's practice scenario, validated first: a malformed scenario never lands. */
export async function upsertScenario(db: DbOrTx, seed: ScenarioSeed) {
  const definition = scenarioDefinitionSchema.parse(seed.definition);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, seed.courseSlug));
  if (!course) throw new Error(`no course ${seed.courseSlug} for its practice scenario`);
  const lessonId = seed.lessonSlug ? await lessonOf(db, course.id, seed.lessonSlug) : null;
  await db
    .insert(practiceScenarios)
    .values({ courseId: course.id, key: seed.key, title: seed.title, definition, lessonId })
    .onConflictDoUpdate({
      target: [practiceScenarios.courseId, practiceScenarios.key],
      set: {
        title: sql`excluded.title`,
        definition: sql`excluded.definition`,
        lessonId: sql`excluded.lesson_id`,
      },
    });
}

async function lessonOf(db: DbOrTx, courseId: string, slug: string) {
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(modules.courseId, courseId), eq(lessons.slug, slug)));
  if (!lesson) throw new Error(`no lesson ${slug} for its practice scenario`);
  return lesson.id;
}
