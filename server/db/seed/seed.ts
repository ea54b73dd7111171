import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { appConfig, blogArticles, institutions } from "../schema";
import { blogArticleSeeds } from "./content/blog-articles";
import { institutionSeeds } from "./content/institutions";
import { courseSeeds } from "./content/courses";
import { upsertCourse } from "./upsert-course";
import { assessmentSeeds } from "./content/assessments/assessments";
import { upsertAssessment } from "./upsert-assessment";
import { scenarioSeeds } from "./content/practice/scenarios";
import { upsertScenario } from "./upsert-scenario";

/** Bump when seed content changes, so existing databases take it on their next start. */
export const seedVersion = 6;

/** Seeds a fresh database (or one seeded by an older version); otherwise does nothing. */
export async function seedIfEmpty(db: Db) {
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, "seed_version"));
  if (row && Number(row.value) >= seedVersion) return false;
  await seedAll(db);
  return true;
}

/** Loads every piece of demo content; safe to run again (upserts by natural keys). */
export async function seedAll(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(institutions)
      .values(institutionSeeds.map((name) => ({ name })))
      .onConflictDoNothing();

    await tx
      .insert(blogArticles)
      .values(blogArticleSeeds.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) })))
      .onConflictDoUpdate({
        target: blogArticles.slug,
        set: {
          title: sql`excluded.title`,
          category: sql`excluded.category`,
          excerpt: sql`excluded.excerpt`,
          content: sql`excluded.content`,
          imageUrl: sql`excluded.image_url`,
          imageAlt: sql`excluded.image_alt`,
          author: sql`excluded.author`,
          publishedAt: sql`excluded.published_at`,
          readTime: sql`excluded.read_time`,
          isFeatured: sql`excluded.is_featured`,
        },
      });

    for (const course of courseSeeds) await upsertCourse(tx, course);
    for (const assessment of assessmentSeeds) {
      await upsertAssessment(tx, assessment);
    }
    for (const scenario of scenarioSeeds) await upsertScenario(tx, scenario);

    // launch_status is an operator's switch: set it once, never overwrite it.
    await tx
      .insert(appConfig)
      .values({ key: "launch_status", value: { is_launched: false } })
      .onConflictDoNothing();
    await tx
      .insert(appConfig)
      .values({ key: "seed_version", value: seedVersion })
      .onConflictDoUpdate({ target: appConfig.key, set: { value: seedVersion } });
  });
}
