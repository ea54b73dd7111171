import { eq, sql } from "drizzle-orm";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import type { DbOrTx } from "../client";
import { courses, practiceScenarios } from "../schema";
import type { ScenarioSeed } from "./content/practice/scenario-seed";

/** Writes a course's practice scenario, validated first: a malformed scenario never lands. */
export async function upsertScenario(db: DbOrTx, seed: ScenarioSeed) {
  const definition = scenarioDefinitionSchema.parse(seed.definition);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, seed.courseSlug));
  if (!course) throw new Error(`no course ${seed.courseSlug} for its practice scenario`);
  await db
    .insert(practiceScenarios)
    .values({ courseId: course.id, key: seed.key, title: seed.title, definition })
    .onConflictDoUpdate({
      target: [practiceScenarios.courseId, practiceScenarios.key],
      set: { title: sql`excluded.title`, definition: sql`excluded.definition` },
    });
}
