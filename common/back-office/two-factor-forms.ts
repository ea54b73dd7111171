import { z } from "../zod";
import { authenticatorCode } from "../auth/two-factor";

const password = z.string({ error: "Enter your password." }).min(1, "Enter your password.");

/** The security page's forms, told apart by `intent`. */
export const securityFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("start"), password }),
    z.object({ intent: z.literal("confirm"), code: authenticatorCode }),
    z.object({ intent: z.literal("regenerate-backup-codes"), password }),
    // A session that has not given a code yet (decision 0045).
    z.object({ intent: z.literal("verify"), code: authenticatorCode }),
  ],
  { error: "We could not read this form. Please try again." },
);

export type SecurityForm = z.output<typeof securityFormSchema>;
