import { z } from "./zod";

/** A toast the server asks the next page to show (after a redirect, say). */
export const flashToastSchema = z.object({
  type: z.enum(["success", "error", "info", "warning"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

export type FlashToast = z.infer<typeof flashToastSchema>;
