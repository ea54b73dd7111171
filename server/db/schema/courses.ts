import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";

export const accessTier = pgEnum("access_tier", ["standard", "premium"]);

/** `requiredTier` says which subscription opens the course (docs/product/learning.md#course-access). */
export const courses = pgTable(
  "courses",
  {
    id: uuidPk(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    coverImage: text("cover_image"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    learningOutline: jsonb("learning_outline").$type<string[]>().notNull().default([]),
    difficultyLevel: text("difficulty_level"),
    estimatedDuration: integer("estimated_duration"),
    requiredTier: accessTier("required_tier").notNull().default("standard"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("courses_created_at_idx").on(sql`${t.createdAt} desc`)],
);

export const modules = pgTable(
  "modules",
  {
    id: uuidPk(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    orderNumber: integer("order_number").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("modules_course_order_key").on(t.courseId, t.orderNumber)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuidPk(),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => modules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary"),
    orderNumber: integer("order_number").notNull(),
    slug: text("slug").notNull(),
    content: text("content"),
    videoUrl: text("video_url"),
    /** The video's length: watching 90% of it is the lesson's engagement (null without video). */
    videoSeconds: integer("video_seconds"),
    /** Visible reading time that engages a lesson without video. */
    readingSeconds: integer("reading_seconds").notNull().default(120),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("lessons_module_order_key").on(t.moduleId, t.orderNumber),
    index("lessons_slug_idx").on(t.slug),
  ],
);

export const contentBlockType = pgEnum("content_block_type", [
  "text",
  "markdown",
  "header",
  "list",
  "image",
]);

export type ContentBlockContent = { text?: string; items?: string[]; url?: string; alt?: string };
export type ContentBlockMetadata = {
  level?: number;
  caption?: string;
  width?: number;
  height?: number;
  listType?: "ordered" | "unordered";
};

/** Typed pieces of a lesson, in order (docs/product/learning.md#content-blocks). */
export const contentBlocks = pgTable(
  "content_blocks",
  {
    id: uuidPk(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    orderNumber: integer("order_number").notNull(),
    type: contentBlockType("type").notNull(),
    content: jsonb("content").$type<ContentBlockContent>().notNull(),
    metadata: jsonb("metadata").$type<ContentBlockMetadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [unique("content_blocks_lesson_order_key").on(t.lessonId, t.orderNumber)],
);

export type Course = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type Module = typeof modules.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
export type ContentBlock = typeof contentBlocks.$inferSelect;
