import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userNotes } from "../db/schema/index";

// Notes are changed by their owner only, so every statement filters by user_id.

export async function createNote(
  db: Db,
  note: { userId: string; lessonId: string; content: string },
) {
  const [row] = await db.insert(userNotes).values(note).returning();
  return row!;
}

/**
 * Saves a note under the id its device chose, once: sent again, the note already saved is the
 * answer. Null when the id is taken by a note that is not this user's on this lesson; the
 * conflict is on the primary key, so that note is neither changed nor shown.
 */
export async function saveNoteOnce(
  db: Db,
  note: { id: string; userId: string; lessonId: string; content: string },
) {
  const [created] = await db.insert(userNotes).values(note).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(userNotes)
    .where(
      and(
        eq(userNotes.id, note.id),
        eq(userNotes.userId, note.userId),
        eq(userNotes.lessonId, note.lessonId),
      ),
    );
  return existing ?? null;
}

/** The updated note, or null when the id is not one of this user's notes on this lesson. */
export async function updateNote(
  db: Db,
  note: { id: string; userId: string; lessonId: string; content: string },
) {
  const [row] = await db
    .update(userNotes)
    .set({ content: note.content, updatedAt: sql`now()` })
    .where(
      and(
        eq(userNotes.id, note.id),
        eq(userNotes.userId, note.userId),
        eq(userNotes.lessonId, note.lessonId),
      ),
    )
    .returning();
  return row ?? null;
}

/** True when one of this user's notes on this lesson was deleted. */
export async function deleteNote(db: Db, note: { id: string; userId: string; lessonId: string }) {
  const deleted = await db
    .delete(userNotes)
    .where(
      and(
        eq(userNotes.id, note.id),
        eq(userNotes.userId, note.userId),
        eq(userNotes.lessonId, note.lessonId),
      ),
    )
    .returning({ id: userNotes.id });
  return deleted.length > 0;
}

/** A user's notes on a lesson, newest first. */
export function listNotes(db: Db, userId: string, lessonId: string) {
  return db
    .select()
    .from(userNotes)
    .where(and(eq(userNotes.userId, userId), eq(userNotes.lessonId, lessonId)))
    .orderBy(desc(userNotes.createdAt), asc(userNotes.id));
}
