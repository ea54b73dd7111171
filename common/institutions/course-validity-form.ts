import { z } from "../zod";

export const validityMessage = "Enter a validity of 1 to 120 months, or leave it blank.";

/** A course with nothing to take again cannot be renewed, so it cannot expire either. */
export const unrenewableMessage = (titles: string[]) =>
  `${titles.join(", ")} cannot expire: ${titles.length === 1 ? "it has" : "they have"} no assessment or practice session to take again. Leave the validity blank.`;

const list = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => [value ?? []].flat());

/** Blank: the completion does not expire; else whole months, 1 to 120. */
export const validityMonths = z
  .string()
  .trim()
  .transform((text) => (text === "" ? null : Number(text)))
  .refine(
    (months) => months === null || (Number.isInteger(months) && months >= 1 && months <= 120),
    validityMessage,
  );

/**
 * The validity period of each course offered on the cohort settings page
 * (docs/product/institutions.md#renewal), sent with the courses form: one `validityCourseIds`
 * and one `validityMonths` per course, in the same order.
 */
export const courseValiditySchema = z
  .object({
    validityCourseIds: list.pipe(z.array(z.string().max(100)).max(5_000)),
    validityMonths: list.pipe(z.array(validityMonths).max(5_000)),
  })
  .refine((form) => form.validityCourseIds.length === form.validityMonths.length, {
    message: validityMessage,
    path: ["validityMonths"],
  })
  .transform((form) =>
    form.validityCourseIds.map((courseId, index) => ({
      courseId,
      months: form.validityMonths[index] ?? null,
    })),
  );
