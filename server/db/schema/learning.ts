import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { ownerId } from "./owner-column";
import { courses, lessons } from "./courses";

/** Enrolments: one per user and course. */
export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("course_enrollments_user_course_key").on(t.userId, t.courseId)],
);

/** Progress: one row per user and lesson; completed never goes back. */
export const userProgress = pgTable(
  "user_progress",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    /** When the lesson was first completed: the date a course's completion counts from. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastPosition: real("last_position"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("user_progress_user_lesson_key").on(t.userId, t.lessonId),
    index("user_progress_user_course_idx").on(t.userId, t.courseId, sql`${t.updatedAt} desc`),
  ],
);

/** Notes, listed per user and lesson, newest first. */
export const userNotes = pgTable(
  "user_notes",
  {
    id: uuidPk(),
    userId: ownerId(),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_notes_user_lesson_idx").on(t.userId, t.lessonId, sql`${t.createdAt} desc`)],
);

/** Assessment results, listed per user and course, newest first. */
export const assessmentResults = pgTable(
  "assessment_results",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    assessmentId: text("assessment_id").notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("assessment_results_user_course_idx").on(t.userId, t.courseId, sql`${t.createdAt} desc`),
  ],
);

export type Enrollment = typeof courseEnrollments.$inferSelect;
export type Progress = typeof userProgress.$inferSelect;
export type Note = typeof userNotes.$inferSelect;
export type AssessmentResult = typeof assessmentResults.$inferSelect;
