import { z } from "../zod";

/** Longest values an invitation row may carry: the sign-up form's limits for names and registration. */
export const inviteeLimits = { name: 100, staffNumber: 30, registrationNumber: 50 } as const;

// Letters of any script, with the spaces, hyphens, apostrophes and full stops real names use.
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M}\s.'’-]*$/u;
// Staff and registration numbers: letters and digits, with the separators payroll and
// regulators' registers print (GMC 7 digits, NMC "12A3456E", ESR "12345678-1").
const numberPattern = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;

const optionalText = (label: string, max: number, pattern: RegExp, allowed: string) =>
  z
    .string()
    .transform((value) => value.normalize("NFKC").trim().replace(/\s+/g, " "))
    .pipe(
      z.union([
        z.literal(""),
        z
          .string()
          .max(max, `${label} is longer than ${max} characters`)
          .regex(pattern, `${label} may contain ${allowed} only`),
      ]),
    );

/**
 * The optional details of an invitation row (docs/product/institutions.md#inviting-from-a-csv-file):
 * one schema for the CSV's preview and its confirmation, so both judge a row alike.
 */
export const inviteeDetailsSchema = z.object({
  firstName: optionalText(
    "The first name",
    inviteeLimits.name,
    namePattern,
    "letters, spaces, hyphens, apostrophes and full stops",
  ),
  lastName: optionalText(
    "The last name",
    inviteeLimits.name,
    namePattern,
    "letters, spaces, hyphens, apostrophes and full stops",
  ),
  staffNumber: optionalText(
    "The staff number",
    inviteeLimits.staffNumber,
    numberPattern,
    "letters, digits, spaces, hyphens and slashes",
  ),
  registrationNumber: optionalText(
    "The registration number",
    inviteeLimits.registrationNumber,
    numberPattern,
    "letters, digits, spaces, hyphens and slashes",
  ),
});
export type InviteeDetails = z.output<typeof inviteeDetailsSchema>;

export const noDetails: InviteeDetails = {
  firstName: "",
  lastName: "",
  staffNumber: "",
  registrationNumber: "",
};

/** The first thing wrong with a row's details, as the preview says it; null when all is well. */
export function inviteeDetailsProblem(details: Partial<InviteeDetails>) {
  const parsed = inviteeDetailsSchema.safeParse({ ...noDetails, ...details });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "These details are not valid");
}
