import { z } from "../zod";

/**
 * The learning record for revalidation (docs/product/learning.md#learning-record): one schema per form,
 * read by the form and by the server.
 */

export const externalActivityTypes = [
  "Course or workshop",
  "Conference or seminar",
  "E-learning",
  "Simulation or skills training",
  "Clinical supervision or mentoring",
  "Teaching others",
  "Audit or quality improvement",
  "Reading or journal club",
  "Other",
] as const;

/** What the learning record calls a Clinova course: self-directed, so not participatory. */
export const clinovaActivityType = "E-learning course";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (value: string) =>
  isoDate.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const reflectionText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is limited to ${max.toLocaleString("en-GB")} characters.`);

export const reflectionFields = {
  whatLearned: reflectionText("What you learned", 4000),
  practiceChange: reflectionText("How it changes your practice", 4000),
  standards: reflectionText("The standards it relates to", 500),
};

export const reflectionSchema = z
  .object({ courseId: z.uuid("Choose a course from your record."), ...reflectionFields })
  .refine((value) => value.whatLearned || value.practiceChange || value.standards, {
    message: "Write at least one part of your reflection.",
    path: ["whatLearned"],
  });

export const externalActivitySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give the activity a title.")
    .max(200, "Titles are limited to 200 characters."),
  activityType: z.enum(externalActivityTypes, "Choose the type of activity."),
  activityDate: z
    .string()
    .trim()
    .refine(validDate, "Enter the date as day, month and year.")
    .refine((value) => value <= todayIso(), "The date cannot be in the future."),
  // A number input sends "" when left blank and when what was typed is not a number ("1,5").
  hours: z
    .string()
    .trim()
    .min(1, "Enter the hours as a number, such as 1.5.")
    .transform(Number)
    .pipe(
      z
        .number("Enter the hours as a number, such as 1.5.")
        .min(0.25, "Enter at least a quarter of an hour (0.25).")
        .max(100, "Enter at most 100 hours for one activity.")
        .refine(
          (value) => Number.isInteger(value * 4),
          "Round the hours to the quarter hour, such as 1.25.",
        ),
    ),
  // A checkbox sends "on" when ticked and nothing when not.
  participatory: z
    .enum(["on", ""])
    .optional()
    .transform((value) => value === "on"),
  covered: z.string().trim().max(2000, "What it covered is limited to 2,000 characters."),
  ...reflectionFields,
});

export type ExternalActivityInput = z.output<typeof externalActivitySchema>;

export const periodSchema = z
  .object({
    from: z.string().refine(validDate, "Enter the start date as day, month and year."),
    to: z.string().refine(validDate, "Enter the end date as day, month and year."),
  })
  .refine((period) => period.from <= period.to, {
    message: "The start of the period must come before its end.",
    path: ["to"],
  });

export type Period = z.output<typeof periodSchema>;

// Dates are the UK's calendar days: just after midnight in summer, UTC is still on yesterday.
const ukDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day (YYYY-MM-DD) a moment falls on in the UK. */
export function ukDate(moment: Date | string) {
  return ukDay.format(new Date(moment));
}

export function todayIso(now = new Date()) {
  return ukDate(now);
}

/** The NMC's revalidation period: the three years up to today. */
export function defaultPeriod(now = new Date()): Period {
  const to = todayIso(now);
  // 29 February three years back is the 28th.
  const day = to.slice(4) === "-02-29" ? "-02-28" : to.slice(4);
  return { from: `${Number(to.slice(0, 4)) - 3}${day}`, to };
}

/** The period a request asks for, or the default when it asks for none or for a wrong one. */
export function periodFrom(params: URLSearchParams, now = new Date()) {
  const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  if (!asked.from && !asked.to) return { period: defaultPeriod(now), error: null };
  const parsed = periodSchema.safeParse(asked);
  return parsed.success
    ? { period: parsed.data, error: null }
    : { period: defaultPeriod(now), error: parsed.error.issues[0]!.message };
}

/**
 * What UK regulators ask for, shown beside the totals (NMC: How to revalidate with the NMC,
 * 2019 update; GMC: Guidance on supporting information for appraisal and revalidation; HCPC:
 * Standards of continuing professional development).
 */
export const nmcRequirement = { hours: 35, participatoryHours: 20, reflections: 5, years: 3 };

export const learningRecordIntents = [
  "reflection-save",
  "external-create",
  "external-update",
  "external-delete",
] as const;
export const learningRecordIntentSchema = z.object({
  intent: z.enum(learningRecordIntents),
});
