import { z } from "../zod";
import { optionalText, requiredText } from "./course-form";

export const optionLetters = ["A", "B", "C", "D"] as const;
export type OptionLetter = (typeof optionLetters)[number];

/** An assessment question with its four options, the answer key and why it is right. */
export const questionFormSchema = z.object({
  id: z.uuid().optional(),
  text: requiredText("Question", 1000),
  optionA: requiredText("Option A", 500),
  optionB: requiredText("Option B", 500),
  optionC: requiredText("Option C", 500),
  optionD: requiredText("Option D", 500),
  correctOption: z.enum(optionLetters, { error: "Choose the correct option" }),
  explanation: requiredText("Explanation", 3000),
  /** The learning outcome it tests: every attempt draws at least one question of each. */
  outcome: optionalText("Learning outcome", 200),
  /** Where the course teaches it: a failed attempt's review links there instead of the key. */
  teachesLessonId: z
    .union([z.literal(""), z.uuid("Choose one of the course's lessons")])
    .optional(),
  teachesSection: optionalText("Section heading", 200),
  source: optionalText("Source", 500),
});

export type QuestionFormInput = z.output<typeof questionFormSchema>;

export const assessmentDetailsSchema = z.object({
  title: requiredText("Assessment title", 200),
  basis: z.string().trim().max(2000, "Basis must be at most 2000 characters").optional(),
});

/** What a failed attempt's review shows (docs/product/learning.md#assessment-review). */
export const reviewAfterFailChoices = ["wrong-only", "full"] as const;

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * An assessment's draw, review and pause settings, for a bank of `bankSize` questions: the same
 * schema checks the form (with the bank it shows) and the server (with the bank it reads).
 */
export const assessmentSettingsSchema = (bankSize: number) =>
  z
    .object({
      drawCount: wholeNumber("Questions per attempt", 1, 100),
      reviewAfterFail: z.enum(reviewAfterFailChoices, {
        error: "Choose what a failed attempt shows",
      }),
      failureLimit: wholeNumber("Failed attempts before a pause", 1, 100),
      failureWindowHours: wholeNumber("Pause window (hours)", 1, 720),
    })
    .refine((settings) => settings.drawCount <= bankSize, {
      path: ["drawCount"],
      message: `Questions per attempt cannot be more than the bank's ${bankSize} questions`,
    });

export type AssessmentSettingsInput = z.output<ReturnType<typeof assessmentSettingsSchema>>;
