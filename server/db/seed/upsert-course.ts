import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { contentBlocks, courses, lessons, modules } from "../schema";
import type { CourseSeed } from "./content/course-seed";
import { seededReadingSeconds } from "./content/lesson-reading";

/** Writes one course with its modules, lessons and blocks, matching rows by slug and order. */
export async function upsertCourse(db: DbOrTx, seed: CourseSeed) {
  const { modules: moduleSeeds, ...course } = seed;
  const [courseRow] = await db
    .insert(courses)
    .values(course)
    .onConflictDoUpdate({
      target: courses.slug,
      set: {
        title: course.title,
        description: course.description,
        coverImage: course.coverImage,
        features: course.features,
        learningOutline: course.learningOutline,
        difficultyLevel: course.difficultyLevel,
        estimatedDuration: course.estimatedDuration,
        requiredTier: course.requiredTier,
      },
    })
    .returning({ id: courses.id });
  if (!courseRow) throw new Error(`could not write course ${seed.slug}`);

  const moduleRows = await db
    .insert(modules)
    .values(
      moduleSeeds.map((m, index) => ({
        courseId: courseRow.id,
        title: m.title,
        description: m.description,
        orderNumber: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [modules.courseId, modules.orderNumber],
      set: { title: sql`excluded.title`, description: sql`excluded.description` },
    })
    .returning({ id: modules.id, orderNumber: modules.orderNumber });

  for (const moduleRow of moduleRows) {
    const moduleSeed = moduleSeeds[moduleRow.orderNumber - 1];
    if (!moduleSeed) continue;
    const lessonRows = await db
      .insert(lessons)
      .values(
        moduleSeed.lessons.map((l, index) => ({
          moduleId: moduleRow.id,
          title: l.title,
          summary: l.summary,
          slug: l.slug,
          videoUrl: l.videoUrl,
          videoSeconds: l.videoSeconds,
          readingSeconds: l.readingSeconds ?? seededReadingSeconds(l.blocks),
          orderNumber: index + 1,
        })),
      )
      .onConflictDoUpdate({
        target: [lessons.moduleId, lessons.orderNumber],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          slug: sql`excluded.slug`,
          videoUrl: sql`excluded.video_url`,
          videoSeconds: sql`excluded.video_seconds`,
          readingSeconds: sql`excluded.reading_seconds`,
        },
      })
      .returning({ id: lessons.id, orderNumber: lessons.orderNumber });

    for (const lessonRow of lessonRows) {
      const blocks = moduleSeed.lessons[lessonRow.orderNumber - 1]?.blocks ?? [];
      if (blocks.length === 0) continue;
      await db
        .insert(contentBlocks)
        .values(
          blocks.map((block, index) => ({
            lessonId: lessonRow.id,
            orderNumber: index + 1,
            type: block.type,
            content: block.content,
            metadata: "metadata" in block ? block.metadata : {},
          })),
        )
        .onConflictDoUpdate({
          target: [contentBlocks.lessonId, contentBlocks.orderNumber],
          set: {
            type: sql`excluded.type`,
            content: sql`excluded.content`,
            metadata: sql`excluded.metadata`,
          },
        });
      await db
        .delete(contentBlocks)
        .where(
          and(
            eq(contentBlocks.lessonId, lessonRow.id),
            gt(contentBlocks.orderNumber, blocks.length),
          ),
        );
    }
  }
}
