import { check, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { courses } from "./courses";

/** A course's assessment (docs/product/learning.md#assessment): one per course, its questions in order. */
export const assessments = pgTable("assessments", {
  id: uuidPk(),
  courseId: uuid("course_id")
    .notNull()
    .unique()
    .references(() => courses.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  /** The guidance the questions and their explanations rest on. */
  basis: text("basis").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
