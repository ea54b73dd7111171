import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import { storageBucket } from "@common/brand";
import type { CourseFormInput } from "@common/back-office/course-form";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/sql-state";
import { courses, lessons, modules } from "../../db/schema/index";
import type { Storage } from "../../storage/storage";
import type { ArticleImage } from "../articles/articles";
import { withoutTimestamps } from "./audited-row";
import { recordAudit, type Actor } from "../../audit/audit-log";

export const courseSlugTakenMessage = "Another course already uses this address.";

/** The back office's list of courses with their counts: one statement. */
export function listCoursesForAdmin(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      slug: courses.slug,
      requiredTier: courses.requiredTier,
      updatedAt: courses.updatedAt,
      moduleCount: sql<number>`(select count(*)::int from ${modules} m where m.course_id = ${courses}.id)`,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} l join ${modules} m on m.id = l.module_id
        where m.course_id = ${courses}.id)`,
    })
    .from(courses)
    .orderBy(desc(courses.updatedAt));
}

export type CourseOutlineForEditing = {
  id: string;
  title: string;
  orderNumber: number;
  lessons: { id: string; title: string; slug: string; orderNumber: number }[];
};

/** A course with its modules and lessons in order, for the editor: two statements. */
export async function courseForEditing(db: Db, id: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) return null;
  const rows = await db
    .select({
      moduleId: modules.id,
      moduleTitle: modules.title,
      moduleOrder: modules.orderNumber,
      lessonId: lessons.id,
      lessonTitle: lessons.title,
      lessonSlug: lessons.slug,
      lessonOrder: lessons.orderNumber,
    })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(eq(modules.courseId, id))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  const outline: CourseOutlineForEditing[] = [];
  for (const row of rows) {
    let current = outline.at(-1);
    if (current?.id !== row.moduleId) {
      current = {
        id: row.moduleId,
        title: row.moduleTitle,
        orderNumber: row.moduleOrder,
        lessons: [],
      };
      outline.push(current);
    }
    if (row.lessonId)
      current.lessons.push({
        id: row.lessonId,
        title: row.lessonTitle!,
        slug: row.lessonSlug!,
        orderNumber: row.lessonOrder!,
      });
  }
  return { course, modules: outline };
}

async function storeCover(storage: Storage, image: ArticleImage) {
  const path = `courses/${randomUUID()}${image.extension}`;
  await storage.put(storageBucket, path, image.bytes, image.contentType);
  return `/storage/${storageBucket}/${path}`;
}

export type CourseSaveOutcome =
  { saved: true; id: string } | { saved: false; errors: Record<string, string> };

/** Creates (no `id`) or updates a course with its audit entry in one transaction. */
export async function saveCourse(
  db: Db,
  storage: Storage,
  actor: Actor,
  change: { id?: string; input: CourseFormInput; cover?: ArticleImage },
): Promise<CourseSaveOutcome> {
  const coverImage = change.cover ? await storeCover(storage, change.cover) : undefined;
  const {
    title,
    slug,
    description,
    features,
    learningOutline,
    difficultyLevel,
    estimatedDuration,
    requiredTier,
  } = change.input;
  const columns = {
    title,
    slug,
    description,
    features,
    learningOutline,
    difficultyLevel,
    estimatedDuration,
    requiredTier,
  };
  try {
    return await db.transaction(async (tx) => {
      const existing = change.id
        ? ((await tx.select().from(courses).where(eq(courses.id, change.id)).for("update"))[0] ??
          null)
        : null;
      if (change.id && !existing)
        return { saved: false, errors: { form: "This course no longer exists." } };
      const values = {
        ...columns,
        difficultyLevel: columns.difficultyLevel || null,
        ...(coverImage && { coverImage }),
      };
      const [row] = existing
        ? await tx.update(courses).set(values).where(eq(courses.id, existing.id)).returning()
        : await tx.insert(courses).values(values).returning();
      await recordAudit(tx, actor, {
        action: existing ? "course.update" : "course.create",
        subjectType: "course",
        subjectId: row!.id,
        summary: `${existing ? "Edited" : "Created"} the course “${row!.title}”`,
        before: existing && auditedCourse(existing),
        after: auditedCourse(row!),
      });
      return { saved: true, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { saved: false, errors: { slug: courseSlugTakenMessage } };
    throw error;
  }
}

const auditedCourse = withoutTimestamps;
