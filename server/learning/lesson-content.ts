import { sql, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedFor } from "../db/prepared";
import { outerLessonId } from "./course-ref";
import { listNotes } from "./notes";
import {
  contentBlocks,
  lessonEngagement,
  lessons,
  type ContentBlockContent,
  type ContentBlockMetadata,
} from "../db/schema/index";

export type LessonBlock = {
  type: "text" | "markdown" | "header" | "list" | "image";
  content: ContentBlockContent;
  metadata: ContentBlockMetadata;
};

export type LessonNote = { id: string; content: string; createdAt: string; updatedAt: string };

// Every lesson-player view runs it: built once (server/db/prepared.ts).
const lessonContent = preparedFor((db) =>
  db
    .select({
      id: lessons.id,
      title: lessons.title,
      summary: lessons.summary,
      content: lessons.content,
      videoUrl: lessons.videoUrl,
      videoSeconds: lessons.videoSeconds,
      readingSeconds: lessons.readingSeconds,
      // The viewer's own measured study of it (docs/product/learning.md#engagement).
      engagement: sql<{
        watchedSeconds: number;
        readingSeconds: number;
        engaged: boolean;
        started: boolean;
      }>`(
        select json_build_object(
          'started', count(e.id) > 0,
          'watchedSeconds', coalesce(max(e.watched_seconds), 0),
          'readingSeconds', coalesce(max(e.reading_seconds), 0),
          'engaged', bool_or(e.engaged_at is not null) is true)
        from ${lessonEngagement} e
        where e.lesson_id = ${outerLessonId} and e.user_id = ${sql.placeholder("userId")})`,
      blocks: sql<LessonBlock[]>`(
        select coalesce(json_agg(json_build_object(
          'type', b.type, 'content', b.content, 'metadata', b.metadata
        ) order by b.order_number), '[]'::json)
        from ${contentBlocks} b where b.lesson_id = ${outerLessonId})`,
    })
    .from(lessons)
    .where(eq(lessons.id, sql.placeholder("lessonId")))
    .limit(1)
    .prepare("lesson_content"),
);

/** A lesson's text, video and blocks in order, and the viewer's engagement with it: one statement. */
export async function loadLessonContent(db: Db, lessonId: string, userId: string) {
  const [row] = await lessonContent(db).execute({ lessonId, userId });
  return row ?? null;
}

export type LessonContent = NonNullable<Awaited<ReturnType<typeof loadLessonContent>>>;

/**
 * The viewer's notes on a lesson, newest first, as ISO dates. A statement of its own, so that
 * notes that fail to load leave the lesson readable (docs/product/learning.md#notes).
 */
export async function loadLessonNotes(
  db: Db,
  userId: string,
  lessonId: string,
): Promise<LessonNote[]> {
  const rows = await listNotes(db, userId, lessonId);
  return rows.map((note) => ({
    id: note.id,
    content: note.content,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  }));
}
