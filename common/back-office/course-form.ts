import { tiers } from "../plans";
import { z } from "../zod";

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const slugField = (label: string) =>
  requiredText(label, 120).regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    `${label}: lowercase letters, digits and single hyphens, like iv-cannulation`,
  );

/** One entry a line, blank lines dropped: how the editor writes features and outlines. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const lineList = (label: string) =>
  z
    .string()
    .optional()
    .transform((text) => linesOf(text ?? ""))
    .refine((lines) => lines.length <= 30, `${label}: at most 30 lines`)
    .refine(
      (lines) => lines.every((line) => line.length <= 300),
      `${label}: at most 300 characters a line`,
    );

/** A course as the back office edits it: the same schema checks the form and the server. */
export const courseFormSchema = z.object({
  title: requiredText("Title", 200),
  slug: slugField("Address"),
  description: requiredText("Description", 2000),
  features: lineList("Features"),
  learningOutline: lineList("Learning outline"),
  difficultyLevel: optionalText("Difficulty", 60),
  estimatedDuration: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 1 && value <= 10_000),
      "Estimated duration is whole minutes, from 1 to 10,000",
    ),
  requiredTier: z.enum(tiers, { error: "Choose which plans unlock the course" }),
  intent: z.literal("save-course"),
});

export type CourseFormInput = z.output<typeof courseFormSchema>;

/** Which plans open a course of each tier (docs/product/learning.md#course-access). */
export const tierChoices = [
  { value: "standard", label: "Standard: unlocked by the Standard and Premium plans" },
  { value: "premium", label: "Premium: unlocked by the Premium plan only" },
] as const;

export const moduleFormSchema = z.object({
  title: requiredText("Module title", 200),
  description: optionalText("Module description", 1000),
});

export const newLessonFormSchema = z.object({
  moduleId: z.uuid({ error: "Choose a module" }),
  title: requiredText("Lesson title", 200),
  slug: slugField("Lesson address"),
});

/** Move up / Move down: the buttons of every ordered list in the editors. */
export const moveFormSchema = z.object({
  id: z.uuid({ error: "Unknown item" }),
  direction: z.enum(["up", "down"], { error: "Choose up or down" }),
});

/** A delete is posted from its confirmation step only, which sends `confirm=yes`. */
export const deleteFormSchema = z.object({
  id: z.uuid({ error: "Unknown item" }),
  confirm: z.literal("yes", { error: "Confirm the deletion first" }),
});
