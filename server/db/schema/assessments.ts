import { check, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { courses, lessons } from "./courses";

/** What a failed attempt's review shows (docs/product/learning.md#assessment-review). */
export const reviewAfterFailPolicies = ["wrong-only", "full"] as const;
export type ReviewAfterFail = (typeof reviewAfterFailPolicies)[number];

/** A course's assessment (docs/product/learning.md#assessment): one per course, its questions in order. */
export const assessments = pgTable(
  "assessments",
  {
    id: uuidPk(),
    courseId: uuid("course_id")
      .notNull()
      .unique()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The guidance the questions and their explanations rest on. */
    basis: text("basis").notNull().default(""),
    /** How many questions an attempt draws from the bank, covering every learning outcome. */
    drawCount: integer("draw_count").notNull().default(10),
    /** After a fail: which questions were wrong and where they are taught, or the full key. */
    reviewAfterFail: text("review_after_fail", { enum: reviewAfterFailPolicies })
      .notNull()
      .default("wrong-only"),
    /** This many failed attempts within `failureWindowHours` pause the next one… */
    failureLimit: integer("failure_limit").notNull().default(3),
    /** …until this many hours after the first of them. */
    failureWindowHours: integer("failure_window_hours").notNull().default(24),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("assessments_draw_count", sql`${t.drawCount} between 1 and 100`),
    check("assessments_review_after_fail", sql`${t.reviewAfterFail} in ('wrong-only', 'full')`),
    check("assessments_failure_limit", sql`${t.failureLimit} between 1 and 100`),
    check("assessments_failure_window", sql`${t.failureWindowHours} between 1 and 720`),
  ],
);

/** A question, with its answer key and explanation: both stay on the server until scoring. */
export const assessmentQuestions = pgTable(
  "assessment_questions",
  {
    id: uuidPk(),
    assessmentId: uuid("assessment_id")
      .notNull()
      .references(() => assessments.id, { onDelete: "cascade" }),
    /** A stable natural key within the assessment, so the seed and editors can match rows. */
    key: text("key").notNull(),
    orderNumber: integer("order_number").notNull(),
    text: text("text").notNull(),
    correctOption: text("correct_option").notNull(),
    explanation: text("explanation").notNull(),
    /** The learning outcome the question tests: a draw covers every outcome of the bank. */
    outcome: text("outcome").notNull().default(""),
    /** Where the answer is taught: a failed attempt's review links there instead of the key. */
    teachesLessonId: uuid("teaches_lesson_id").references(() => lessons.id, {
      onDelete: "set null",
    }),
    /** The heading of the lesson's section that teaches it (the link's anchor), if any. */
    teachesSection: text("teaches_section"),
    /** The guidance the right answer rests on (e.g. "NICE CG174, 1.3.2"). */
    source: text("source").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("assessment_questions_key").on(t.assessmentId, t.key),
    check("assessment_questions_correct_option", sql`${t.correctOption} in ('A', 'B', 'C', 'D')`),
  ],
);

/** The options A to D of a question: the letter is the option's id in answers. */
export const assessmentOptions = pgTable(
  "assessment_options",
  {
    id: uuidPk(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => assessmentQuestions.id, { onDelete: "cascade" }),
    letter: text("letter").notNull(),
    text: text("text").notNull(),
  },
  (t) => [
    unique("assessment_options_letter").on(t.questionId, t.letter),
    check("assessment_options_letter_a_to_d", sql`${t.letter} in ('A', 'B', 'C', 'D')`),
  ],
);

export type Assessment = typeof assessments.$inferSelect;
export type AssessmentQuestion = typeof assessmentQuestions.$inferSelect;
export type AssessmentOption = typeof assessmentOptions.$inferSelect;
