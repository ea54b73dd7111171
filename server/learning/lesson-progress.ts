import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { userProgress } from "../db/schema/index";

type LessonOfUser = { userId: string; courseId: string; lessonId: string };

const returned = {
  completed: userProgress.completed,
  lastPosition: userProgress.lastPosition,
};

/**
 * Lesson progress: none, then created; incomplete to completed; completed stays
 * completed (nothing here ever writes false).
 */
export async function markLessonCompleted(db: Db, lesson: LessonOfUser) {
  const [row] = await db
    .insert(userProgress)
    .values({ ...lesson, completed: true, completedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.lessonId],
      set: {
        completed: true,
        completedAt: sql`coalesce(${userProgress.completedAt}, now())`,
        updatedAt: sql`now()`,
      },
    })
    .returning(returned);
  return row!;
}

/** Where the video stopped, in seconds; the completed flag is left as it is. */
export async function saveLastPosition(db: Db, lesson: LessonOfUser & { position: number }) {
  const { position, ...key } = lesson;
  const [row] = await db
    .insert(userProgress)
    .values({ ...key, lastPosition: position })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.lessonId],
      set: { lastPosition: position, updatedAt: sql`now()` },
    })
    .returning(returned);
  return row!;
}
