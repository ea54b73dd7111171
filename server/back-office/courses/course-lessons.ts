import { and, asc, eq, ne } from "drizzle-orm";
import type { LessonFormInput } from "@common/back-office/lesson-form";
import type { Db, DbOrTx } from "../../db/client";
import { contentBlocks, courses, lessons, modules } from "../../db/schema/index";
import { withoutTimestamps } from "./audited-row";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { done, notFound, touchCourse, type ChangeOutcome } from "./course-modules";
import { nextOrderNumber, swapWithNeighbour } from "./reorder";

export const lessonSlugTakenMessage = "Another lesson of this course already uses this address.";

/** The player finds a lesson by its address within the course, so two may not share one. */
async function slugTaken(tx: DbOrTx, courseId: string, slug: string, exceptLessonId?: string) {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(
      and(
        eq(modules.courseId, courseId),
        eq(lessons.slug, slug),
        exceptLessonId ? ne(lessons.id, exceptLessonId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A lesson of a course, locked for a change with its module (so two moves in one module take
 * turns); null when it is not this course's.
 */
async function lessonInCourse(tx: DbOrTx, courseId: string, lessonId: string) {
  const [row] = await tx
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(lessons.id, lessonId), eq(modules.courseId, courseId)))
    .for("update", { of: [lessons, modules] });
  return row?.lesson ?? null;
}

export async function addLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  input: { moduleId: string; title: string; slug: string },
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [module] = await tx
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.id, input.moduleId), eq(modules.courseId, courseId)))
      .for("update");
    if (!module) return notFound;
    if (await slugTaken(tx, courseId, input.slug))
      return { ok: false, errors: { slug: lessonSlugTakenMessage } };
    const orderNumber = await nextOrderNumber(tx, lessons, lessons.moduleId, module.id);
    const [row] = await tx
      .insert(lessons)
      .values({ moduleId: module.id, title: input.title, slug: input.slug, orderNumber })
      .returning();
    await recordAudit(tx, actor, {
      action: "lesson.create",
      subjectType: "lesson",
      subjectId: row!.id,
      summary: `Added the lesson “${row!.title}”`,
      after: auditedLesson(row!),
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

export async function deleteLesson(db: Db, actor: Actor, courseId: string, lessonId: string) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const before = await lessonInCourse(tx, courseId, lessonId);
    if (!before) return notFound;
    const blocks = await tx
      .select({
        type: contentBlocks.type,
        content: contentBlocks.content,
        metadata: contentBlocks.metadata,
      })
      .from(contentBlocks)
      .where(eq(contentBlocks.lessonId, lessonId))
      .orderBy(asc(contentBlocks.orderNumber));
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await recordAudit(tx, actor, {
      action: "lesson.delete",
      subjectType: "lesson",
      subjectId: lessonId,
      summary: `Deleted the lesson “${before.title}”`,
      before: { ...auditedLesson(before), blocks },
      after: null,
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

export async function moveLesson(
  db: Db,
  actor: Actor,
  courseId: string,
  lessonId: string,
  direction: "up" | "down",
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const lesson = await lessonInCourse(tx, courseId, lessonId);
    if (!lesson) return notFound;
    const moves = await swapWithNeighbour(tx, lessons, lessons.moduleId, lessonId, direction);
    if (!moves?.length) return done;
    await recordAudit(tx, actor, {
      action: "lesson.move",
      subjectType: "lesson",
      subjectId: lessonId,
      summary: `Moved the lesson “${lesson.title}” ${direction}`,
      before: moves.map(({ id, from }) => ({ id, orderNumber: from })),
      after: moves.map(({ id, to }) => ({ id, orderNumber: to })),
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

/** Saves a lesson's title, address, summary, video and lengths, with its audit entry. */
export async function saveLessonDetails(
  db: Db,
  actor: Actor,
  courseId: string,
  lessonId: string,
  input: LessonFormInput,
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const before = await lessonInCourse(tx, courseId, lessonId);
    if (!before) return notFound;
    if (await slugTaken(tx, courseId, input.slug, lessonId))
      return { ok: false, errors: { slug: lessonSlugTakenMessage } };
    const [after] = await tx
      .update(lessons)
      .set({
        title: input.title,
        slug: input.slug,
        summary: input.summary || null,
        videoUrl: input.videoUrl || null,
        videoSeconds: input.videoUrl ? (input.videoSeconds ?? null) : null,
        readingSeconds: input.readingSeconds,
      })
      .where(eq(lessons.id, lessonId))
      .returning();
    await recordAudit(tx, actor, {
      action: "lesson.update",
      subjectType: "lesson",
      subjectId: lessonId,
      summary: `Edited the lesson “${after!.title}”`,
      before: auditedLesson(before),
      after: auditedLesson(after!),
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

/** A lesson with its module and course, and its blocks in order, for the editor: two statements. */
export async function lessonForEditing(db: Db, lessonId: string) {
  const [row] = await db
    .select({
      lesson: lessons,
      moduleTitle: modules.title,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      courseUpdatedAt: courses.updatedAt,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) return null;
  const blocks = await db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.lessonId, lessonId))
    .orderBy(asc(contentBlocks.orderNumber));
  return { ...row, blocks };
}

const auditedLesson = withoutTimestamps;
