import { z } from "../zod";
import { requiredText } from "./course-form";

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
});

export type QuestionFormInput = z.output<typeof questionFormSchema>;

export const assessmentDetailsSchema = z.object({
  title: requiredText("Assessment title", 200),
  basis: z.string().trim().max(2000, "Basis must be at most 2000 characters").optional(),
});
