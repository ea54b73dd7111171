import { sql, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { outerLessonId } from "./course-ref";
import {
  contentBlocks,
  lessons,
  userNotes,
  type ContentBlockContent,
  type ContentBlockMetadata,
} from "../db/schema/index";

export type LessonBlock = {
  type: "text" | "markdown" | "header" | "list" | "image";
  content: ContentBlockContent;
  metadata: ContentBlockMetadata;
};

/** Dates arrive as ISO text: the rows are built as JSON inside PostgreSQL. */
export type LessonNote = { id: string; content: string; createdAt: string; updatedAt: string };

/** A lesson's text, video, blocks in order and the viewer's notes, newest first: one statement. */
export async function loadLessonContent(db: Db, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      summary: lessons.summary,
      content: lessons.content,
      videoUrl: lessons.videoUrl,
      blocks: sql<LessonBlock[]>`(
        select coalesce(json_agg(json_build_object(
          'type', b.type, 'content', b.content, 'metadata', b.metadata
        ) order by b.order_number), '[]'::json)
        from ${contentBlocks} b where b.lesson_id = ${outerLessonId})`,
      notes: sql<LessonNote[]>`(
        select coalesce(json_agg(json_build_object(
          'id', n.id, 'content', n.content, 'createdAt', n.created_at, 'updatedAt', n.updated_at
        ) order by n.created_at desc, n.id), '[]'::json)
        from ${userNotes} n where n.lesson_id = ${outerLessonId} and n.user_id = ${userId})`,
    })
    .from(lessons)
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row ?? null;
}

export type LessonContent = NonNullable<Awaited<ReturnType<typeof loadLessonContent>>>;
