import { z } from "../zod";

/** An email address as the manager area takes it: trimmed, lower-case. */
export const inviteeEmail = z
  .string({ error: "Enter an email address" })
  .trim()
  .min(1, "Enter an email address")
  .max(254, "This email address is too long")
  .pipe(z.email("Enter a valid email address, like name@trust.nhs.uk"))
  .transform((value) => value.toLowerCase());

const uuid = z.uuid();
const optionalCohort = z
  .union([z.literal(""), uuid])
  .optional()
  .transform((value) => value || null);

export const learnerIntents = ["invite", "remove", "revoke", "resend", "name-manager"] as const;

/**
 * The learners page's forms (docs/product/institutions.md#learners-and-invitations), told apart by their button's `intent`: one schema for
 * the page and the action.
 */
export const learnerIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email: inviteeEmail, cohortId: optionalCohort }),
  z.object({ intent: z.literal("remove"), userId: z.string().min(1).max(100) }),
  z.object({ intent: z.literal("revoke"), invitationId: uuid }),
  z.object({ intent: z.literal("resend"), invitationId: uuid }),
  z.object({ intent: z.literal("name-manager"), email: inviteeEmail }),
]);
export type LearnerIntent = z.infer<typeof learnerIntentSchema>;

/** How long an invitation stays open. */
export const invitationLifetimeDays = 14;

/** At most this many rows in one CSV: a trust's intake fits, a runaway export does not. */
export const maxCsvRows = 2000;
/** The CSV file's size limit, checked before it is parsed. */
export const maxCsvBytes = 512 * 1024;

export const csvMessages = {
  missing: "Choose a CSV file to upload",
  wrongExtension: "The file must be a CSV file (.csv)",
  empty: "This file is empty",
  tooLarge: `The file must be ${maxCsvBytes / 1024} KB or smaller`,
  notText: "This file is not a CSV file: it holds something other than text.",
  noRows: "This file lists no email addresses.",
  tooManyRows: `A file may list at most ${maxCsvRows.toLocaleString("en-GB")} addresses. Split it into smaller files.`,
  noEmailColumn: 'The file needs a column headed "email".',
} as const;

/** The upload form: the file is checked again on the server (csv-check.ts). */
export const csvPreviewSchema = z.object({
  intent: z.literal("preview"),
  file: z
    .file({ error: csvMessages.missing })
    .refine((file) => file.name.toLowerCase().endsWith(".csv"), csvMessages.wrongExtension)
    .refine((file) => file.size > 0, csvMessages.empty)
    .refine((file) => file.size <= maxCsvBytes, csvMessages.tooLarge),
});

// The details are judged again by the classifier (invitee-details.ts). Cut, not refused: an
// overlong value is refused on its own row, and must not make the whole confirmation unreadable.
const detail = z
  .string()
  .transform((value) => value.slice(0, 200))
  .optional();
const csvRow = z.object({
  line: z.number().int().min(1),
  email: z.string().max(320),
  cohort: z.string().max(200),
  firstName: detail,
  lastName: detail,
  staffNumber: detail,
  registrationNumber: detail,
});

/** JSON in a hidden field: the rows of the preview and the addresses it promised. */
const jsonField = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx) => {
    try {
      return schema.parse(JSON.parse(text)) as z.output<T>;
    } catch {
      ctx.addIssue({
        code: "custom",
        message: "The preview could not be read. Upload the file again.",
      });
      return z.NEVER;
    }
  });

/**
 * The confirmation of a preview: the rows come back from the page and are judged again on the
 * server; only when the same addresses would be invited is anything sent (decision 0036).
 */
export const csvConfirmSchema = z.object({
  intent: z.literal("confirm"),
  rows: jsonField(z.array(csvRow).min(1).max(maxCsvRows)),
  expected: jsonField(z.array(z.string().max(320)).max(maxCsvRows)),
});
