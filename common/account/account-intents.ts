import { z } from "../zod";

export const accountIntents = [
  "profile",
  "revoke-session",
  "revoke-other-sessions",
  "delete-account",
] as const;
export type AccountIntent = (typeof accountIntents)[number];

/**
 * The account page's forms, told apart by their button's `intent`. The fields of each are
 * checked by the intent's own handler (the profile by `profileSchema`).
 */
export const accountIntentSchema = z.object({ intent: z.enum(accountIntents) });
