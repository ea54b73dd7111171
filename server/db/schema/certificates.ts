import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { ownerId } from "./owner-column";
import { courses } from "./courses";

/**
 * A certificate of completion (docs/product/learning.md#certificates). What it states is kept as it was
 * awarded (the holder's name, the course title, the hours), so a later rename does not rewrite
 * it; deleting the account deletes it, and the public page stops confirming it.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: uuidPk(),
    /** Public and unguessable: the verification address carries it. */
    number: text("number").notNull().unique(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    cpdMinutes: integer("cpd_minutes").notNull(),
    /** The best passing assessment score and when it was reached. */
    score: integer("score").notNull(),
    assessedAt: timestamp("assessed_at", { withTimezone: true }),
    /** The best passing practice score and when, where the course has a practice scenario. */
    practiceScore: integer("practice_score"),
    practisedAt: timestamp("practised_at", { withTimezone: true }),
    /** Study time measured on the server (video, reading, practice) when it was awarded. */
    activeMinutes: integer("active_minutes"),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("certificates_user_course_key").on(t.userId, t.courseId)],
);

/** The learner's reflection on a Clinova course in their learning record, one per course. */
export const courseReflections = pgTable(
  "course_reflections",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    whatLearned: text("what_learned").notNull().default(""),
    practiceChange: text("practice_change").notNull().default(""),
    standards: text("standards").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("course_reflections_user_course_key").on(t.userId, t.courseId)],
);

/** CPD done elsewhere, recorded by the learner with its reflection. */
export const externalCpdActivities = pgTable(
  "external_cpd_activities",
  {
    id: uuidPk(),
    userId: ownerId(),
    title: text("title").notNull(),
    activityType: text("activity_type").notNull(),
    activityDate: date("activity_date", { mode: "string" }).notNull(),
    minutes: integer("minutes").notNull(),
    participatory: boolean("participatory").notNull(),
    covered: text("covered").notNull().default(""),
    whatLearned: text("what_learned").notNull().default(""),
    practiceChange: text("practice_change").notNull().default(""),
    standards: text("standards").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("external_cpd_activities_user_date_idx").on(t.userId, sql`${t.activityDate} desc`)],
);

export type Certificate = typeof certificates.$inferSelect;
export type CourseReflection = typeof courseReflections.$inferSelect;
export type ExternalCpdActivity = typeof externalCpdActivities.$inferSelect;
