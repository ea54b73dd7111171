import { and, eq } from "drizzle-orm";
import type { BlockData } from "@common/back-office/block-form";
import type { Db, DbOrTx } from "../../db/client";
import { contentBlocks, lessons, modules, type ContentBlock } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { done, notFound, touchCourse, type ChangeOutcome } from "./course-modules";
import { nextOrderNumber, swapWithNeighbour } from "./reorder";

/** The lesson, locked so two block additions cannot take the same place; with its course. */
async function lockLesson(tx: DbOrTx, lessonId: string) {
  const [row] = await tx
    .select({ id: lessons.id, courseId: modules.courseId })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(lessons.id, lessonId))
    .for("update", { of: lessons });
  return row ?? null;
}

async function blockOf(tx: DbOrTx, lessonId: string, blockId: string) {
  const [block] = await tx
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.id, blockId), eq(contentBlocks.lessonId, lessonId)))
    .for("update");
  return block ?? null;
}

const audited = (block: ContentBlock) => ({
  lessonId: block.lessonId,
  orderNumber: block.orderNumber,
  type: block.type,
  content: block.content,
  metadata: block.metadata,
});

/** Adds a block at the end of the lesson (no `blockId`) or replaces one block's content. */
export async function saveBlock(
  db: Db,
  actor: Actor,
  lessonId: string,
  blockId: string | undefined,
  data: BlockData,
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const lesson = await lockLesson(tx, lessonId);
    if (!lesson) return notFound;
    const before = blockId ? await blockOf(tx, lessonId, blockId) : null;
    if (blockId && !before) return notFound;
    const [after] = before
      ? await tx.update(contentBlocks).set(data).where(eq(contentBlocks.id, before.id)).returning()
      : await tx
          .insert(contentBlocks)
          .values({
            lessonId,
            orderNumber: await nextOrderNumber(tx, contentBlocks, contentBlocks.lessonId, lessonId),
            ...data,
          })
          .returning();
    await recordAudit(tx, actor, {
      action: before ? "block.update" : "block.create",
      subjectType: "content-block",
      subjectId: after!.id,
      summary: `${before ? "Edited" : "Added"} a ${data.type} block`,
      before: before && audited(before),
      after: audited(after!),
    });
    await touchCourse(tx, lesson.courseId);
    return done;
  });
}

export async function deleteBlock(db: Db, actor: Actor, lessonId: string, blockId: string) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const lesson = await lockLesson(tx, lessonId);
    const before = lesson && (await blockOf(tx, lessonId, blockId));
    if (!lesson || !before) return notFound;
    await tx.delete(contentBlocks).where(eq(contentBlocks.id, blockId));
    await recordAudit(tx, actor, {
      action: "block.delete",
      subjectType: "content-block",
      subjectId: blockId,
      summary: `Deleted a ${before.type} block`,
      before: audited(before),
      after: null,
    });
    await touchCourse(tx, lesson.courseId);
    return done;
  });
}

export async function moveBlock(
  db: Db,
  actor: Actor,
  lessonId: string,
  blockId: string,
  direction: "up" | "down",
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const lesson = await lockLesson(tx, lessonId);
    const block = lesson && (await blockOf(tx, lessonId, blockId));
    if (!lesson || !block) return notFound;
    const moves = await swapWithNeighbour(
      tx,
      contentBlocks,
      contentBlocks.lessonId,
      blockId,
      direction,
    );
    if (!moves?.length) return done;
    await recordAudit(tx, actor, {
      action: "block.move",
      subjectType: "content-block",
      subjectId: blockId,
      summary: `Moved a ${block.type} block ${direction}`,
      before: moves.map(({ id, from }) => ({ id, orderNumber: from })),
      after: moves.map(({ id, to }) => ({ id, orderNumber: to })),
    });
    await touchCourse(tx, lesson.courseId);
    return done;
  });
}
