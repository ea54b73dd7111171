import { z } from "../zod";

const cohortName = z
  .string({ error: "Enter the cohort's name." })
  .trim()
  .min(1, "Enter the cohort's name.")
  .max(120, "Keep the name under 120 characters.");

/** An optional due date from a date input: empty means none. */
const dueDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDate(value), "Enter the due date as a date.");

/** YYYY-MM-DD naming a real day (not 31 February). */
function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The cohorts page's form: a new cohort. */
export const newCohortSchema = z.object({ name: cohortName, dueDate });

/** The cohort page's forms, told apart by their button's `intent`. */
export const cohortIntents = ["details", "courses", "add-members", "remove-member"] as const;
export const cohortIntentSchema = z.object({ intent: z.enum(cohortIntents) });

/** The cohort's name and due date. */
export const cohortDetailsSchema = z.object({ name: cohortName, dueDate });

const ids = (message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => [value ?? []].flat().filter(Boolean))
    .pipe(z.array(z.string().max(100, message)).max(5_000, message));

/** The courses assigned to the cohort: every box ticked (none ticked: no course assigned). */
export const cohortCoursesSchema = z.object({ courseIds: ids("Choose courses from the list.") });

/**
 * Seat holders to add to the cohort, by email: one address per line (or separated by commas),
 * which scales to a whole intake where a list of boxes would not.
 */
export const addCohortMembersSchema = z.object({
  emails: z
    .string({ error: "Enter at least one email address." })
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,;]+/)
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.email("Check the addresses: one of them is not an email address."))
        .min(1, "Enter at least one email address.")
        .max(500, "Add at most 500 learners at a time."),
    ),
});

/** One member to remove from the cohort (their seat stays). */
export const removeCohortMemberSchema = z.object({
  userId: z.string({ error: "Choose a learner." }).min(1, "Choose a learner.").max(100),
});
