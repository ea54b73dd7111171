import { z } from "../zod";

/** The second step of sign-in for someone with two-factor authentication. */
export const twoFactorSignInPath = "/login/two-factor";

export const authenticatorCodeMessage = "Enter the 6-digit code from your authenticator app.";

/** A code from an authenticator app: six digits, spaces allowed as some apps show them. */
export const authenticatorCode = z
  .string({ error: authenticatorCodeMessage })
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, authenticatorCodeMessage));

const backupCode = z
  .string({ error: "Enter one of your backup codes." })
  .trim()
  .min(1, "Enter one of your backup codes.")
  .max(64, "That is not one of your backup codes.");

/** The second step of sign-in: a code from the app, or a backup code instead. */
export const twoFactorSignInSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("totp"),
      code: authenticatorCode,
      redirectTo: z.string().optional(),
    }),
    z.object({
      method: z.literal("backup-code"),
      code: backupCode,
      redirectTo: z.string().optional(),
    }),
  ],
  { error: "We could not read this form. Please try again." },
);
