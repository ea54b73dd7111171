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
    // `completed` last makes it covering: the faculty dashboard's and the learners list's
    // progress reads are index-only scans (decision 0062).
    index("user_progress_user_course_covering_idx").on(
      t.userId,
      t.courseId,
      sql`${t.updatedAt} desc`,
      t.completed,
    ),
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

/** One question as an attempt showed it: its id and its options' letters in the order shown. */
export type DrawnQuestion = { id: string; options: string[] };

/**
 * The questions drawn for a learner's attempt that is open (shown, not yet submitted): one per
 * user and course. Submitting scores against it, copies it to the result, and removes it.
 */
export const assessmentDraws = pgTable(
  "assessment_draws",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    assessmentId: uuid("assessment_id").notNull(),
    questions: jsonb("questions").$type<DrawnQuestion[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("assessment_draws_user_course_key").on(t.userId, t.courseId)],
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
    /** The attempt's own draw, as shown: review and scoring read it (empty for older results). */
    questions: jsonb("questions").$type<DrawnQuestion[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index("assessment_results_user_course_idx").on(t.userId, t.courseId, sql`${t.createdAt} desc`),
  ],
);

/** A played stretch of a lesson's video, in seconds from its start. */
export type PlayedRange = [number, number];

/**
 * What the server has measured of a learner's study of a lesson (docs/product/learning.md#engagement):
 * the video's played ranges, merged, and visible reading time, each credited no faster than
 * the wall clock. `engagedAt` is set once the lesson's threshold is reached and never unset.
 */
export const lessonEngagement = pgTable(
  "lesson_engagement",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: uuid("lesson_id")
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    playedRanges: jsonb("played_ranges").$type<PlayedRange[]>().notNull().default([]),
    /** The merged length of `playedRanges`. */
    watchedSeconds: integer("watched_seconds").notNull().default(0),
    readingSeconds: integer("reading_seconds").notNull().default(0),
    /** The last credited report: the next may add no more than the wall-clock time since. */
    lastReportAt: timestamp("last_report_at", { withTimezone: true }),
    engagedAt: timestamp("engaged_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("lesson_engagement_user_lesson_key").on(t.userId, t.lessonId),
    index("lesson_engagement_user_course_idx").on(t.userId, t.courseId),
  ],
);

export type Enrollment = typeof courseEnrollments.$inferSelect;
export type Progress = typeof userProgress.$inferSelect;
export type Note = typeof userNotes.$inferSelect;
export type AssessmentResult = typeof assessmentResults.$inferSelect;
export type AssessmentDraw = typeof assessmentDraws.$inferSelect;
export type LessonEngagement = typeof lessonEngagement.$inferSelect;
