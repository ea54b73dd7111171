import { tiers } from "../plans";
import { z } from "../zod";
import { requiredText } from "./course-form";

/** An ISO date as a date input sends it (yyyy-mm-dd), and a real day of the calendar. */
const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date, like 2027-09-01`)
    .refine((text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
    }, `${label} must be a real date`);

// A host name of letters, digits and hyphens in dot-separated labels, with a top-level domain
// of letters (RFC 1035 §2.3.1, as email domains are written in practice).
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Domains as typed: separated by commas, spaces or lines, "@" and case ignored, duplicates dropped. */
export function domainsOf(text: string) {
  const words = text
    .split(/[\s,;]+/)
    .map((word) => word.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  return [...new Set(words)];
}

export const maxEmailDomains = 20;

const emailDomains = z
  .string()
  .optional()
  .transform((text) => domainsOf(text ?? ""))
  .superRefine((domains, context) => {
    const wrong = domains.find((domain) => !domainPattern.test(domain));
    if (wrong)
      context.addIssue({
        code: "custom",
        message: `“${wrong}” is not an email domain: write domains like nhs.net or leeds.ac.uk`,
      });
    else if (domains.length > maxEmailDomains)
      context.addIssue({ code: "custom", message: `At most ${maxEmailDomains} email domains` });
  });

export const maxSeatCount = 100_000;

/** How long an institution keeps a departed learner's training records (docs/product/institutions.md#training-records). */
export const retentionYearsRange = { min: 1, max: 50, default: 6 } as const;

const retentionYears = z
  .string()
  .optional()
  .transform((text) => (text?.trim() ? Number(text.trim()) : retentionYearsRange.default))
  .refine(
    (years) =>
      Number.isInteger(years) &&
      years >= retentionYearsRange.min &&
      years <= retentionYearsRange.max,
    `Records are kept for a whole number of years from ${retentionYearsRange.min} to ${retentionYearsRange.max}`,
  );

/**
 * An institution account as the back office edits it (docs/product/back-office.md#institution-accounts): the same schema checks the
 * form in the browser and on the server. Whether a Premium course may be chosen depends on the
 * courses' tiers, which only the server knows: it says so on `courseIds`.
 */
export const institutionFormSchema = z
  .object({
    intent: z.literal("save-institution"),
    name: requiredText("Name", 200),
    seatCount: z
      .string({ error: "Seat count is required" })
      .trim()
      .min(1, "Seat count is required")
      .transform(Number)
      .refine(
        (count) => Number.isInteger(count) && count >= 0 && count <= maxSeatCount,
        `Seat count is a whole number from 0 to ${maxSeatCount.toLocaleString("en-GB")}`,
      ),
    contractStart: isoDate("Contract start"),
    contractEnd: isoDate("Contract end"),
    tier: z.enum(tiers, { error: "Choose the tier the seats give" }),
    // Checkboxes: none ticked sends nothing, one sends a value, more send a list.
    courseIds: z.preprocess(
      (value) => (value === undefined ? [] : [value].flat()),
      z.array(z.uuid({ error: "Choose courses from the list" })).max(500),
    ),
    emailDomains,
    retentionYears,
  })
  .refine((form) => form.contractEnd >= form.contractStart, {
    path: ["contractEnd"],
    message: "The contract cannot end before it starts",
  });

export type InstitutionFormInput = z.output<typeof institutionFormSchema>;

/** The seat tiers as the form offers them. */
export const seatTierChoices = [
  { value: "standard", label: "Standard: opens the chosen Standard courses" },
  { value: "premium", label: "Premium: opens the chosen Standard and Premium courses" },
] as const;

export const premiumCourseMessage =
  "Premium courses open only with Premium seats: choose the Premium tier, or untick the Premium courses.";

export const seatsBelowHeldMessage = (held: number) =>
  `${held} ${held === 1 ? "seat is" : "seats are"} held: the seat count cannot be lower. Free seats first, or keep at least ${held}.`;

export const institutionNameTakenMessage = "Another institution already has this name.";

/** A manager does everything in the manager area; a reporter reads and exports only. */
export const managerRoles = ["manager", "reporter"] as const;
const managerRole = z
  .enum(managerRoles, { error: "Choose manager or reporter" })
  .default("manager");

/** Naming a manager or reporter: the email of an account that already exists, and the role. */
export const nameManagerSchema = z.object({
  intent: z.literal("name-manager"),
  email: z
    .string({ error: "Enter the manager's email address" })
    .trim()
    .toLowerCase()
    .min(1, "Enter the manager's email address")
    .max(254, "Email addresses are at most 254 characters")
    .pipe(z.email({ error: "Enter an email address, like name@example.org" })),
  role: managerRole,
});

/** Making a named person a manager or a reporter. */
export const changeManagerRoleSchema = z.object({
  intent: z.literal("change-manager-role"),
  userId: z.string().min(1, "Choose a manager").max(100),
  role: managerRole,
});

export const removeManagerSchema = z.object({
  intent: z.literal("remove-manager"),
  userId: z.string().min(1, "Choose a manager").max(100),
});

export const noAccountMessage = (email: string) =>
  `No account uses ${email}. Ask them to sign up first, then name them here.`;
