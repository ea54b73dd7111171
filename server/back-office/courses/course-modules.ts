import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { courses, lessons, modules } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { nextOrderNumber, swapWithNeighbour } from "./reorder";

/** What a structural change answers: done, the item is not in this course, or field errors. */
export type ChangeOutcome =
  { ok: true } | { ok: false; notFound: true } | { ok: false; errors: Record<string, string> };

export const done: ChangeOutcome = { ok: true };
export const notFound: ChangeOutcome = { ok: false, notFound: true };

type ModuleInput = { title: string; description?: string };

/** Adds a module at the end of a course; the course row is locked so two adds cannot collide. */
export async function addModule(db: Db, actor: Actor, courseId: string, input: ModuleInput) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!course) return notFound;
    const orderNumber = await nextOrderNumber(tx, modules, modules.courseId, courseId);
    const [row] = await tx
      .insert(modules)
      .values({ courseId, title: input.title, description: input.description || null, orderNumber })
      .returning();
    await recordAudit(tx, actor, {
      action: "module.create",
      subjectType: "module",
      subjectId: row!.id,
      summary: `Added the module “${row!.title}”`,
      after: { courseId, title: row!.title, description: row!.description, orderNumber },
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

export async function renameModule(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  input: ModuleInput,
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [before] = await tx
      .select()
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
      .for("update");
    if (!before) return notFound;
    const [after] = await tx
      .update(modules)
      .set({ title: input.title, description: input.description || null })
      .where(eq(modules.id, moduleId))
      .returning();
    await recordAudit(tx, actor, {
      action: "module.update",
      subjectType: "module",
      subjectId: moduleId,
      summary: `Renamed the module “${before.title}” to “${after!.title}”`,
      before: { title: before.title, description: before.description },
      after: { title: after!.title, description: after!.description },
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

/** Deletes a module with its lessons (and their blocks and progress, by the foreign keys). */
export async function deleteModule(db: Db, actor: Actor, courseId: string, moduleId: string) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [before] = await tx
      .select()
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
      .for("update");
    if (!before) return notFound;
    const lessonTitles = await tx
      .select({ id: lessons.id, title: lessons.title })
      .from(lessons)
      .where(eq(lessons.moduleId, moduleId));
    await tx.delete(modules).where(eq(modules.id, moduleId));
    await recordAudit(tx, actor, {
      action: "module.delete",
      subjectType: "module",
      subjectId: moduleId,
      summary: `Deleted the module “${before.title}” and its ${lessonTitles.length} lesson(s)`,
      before: {
        courseId,
        title: before.title,
        description: before.description,
        orderNumber: before.orderNumber,
        lessons: lessonTitles,
      },
      after: null,
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

export async function moveModule(
  db: Db,
  actor: Actor,
  courseId: string,
  moduleId: string,
  direction: "up" | "down",
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    const [item] = await tx
      .select({ title: modules.title })
      .from(modules)
      .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)));
    if (!course || !item) return notFound;
    const moves = await swapWithNeighbour(tx, modules, modules.courseId, moduleId, direction);
    if (!moves?.length) return done;
    await recordAudit(tx, actor, {
      action: "module.move",
      subjectType: "module",
      subjectId: moduleId,
      summary: `Moved the module “${item.title}” ${direction}`,
      before: moves.map(({ id, from }) => ({ id, orderNumber: from })),
      after: moves.map(({ id, to }) => ({ id, orderNumber: to })),
    });
    await touchCourse(tx, courseId);
    return done;
  });
}

/** Any change inside a course counts as an update of the course (the list's "updated"). */
export async function touchCourse(tx: DbOrTx, courseId: string) {
  await tx
    .update(courses)
    .set({ updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}
