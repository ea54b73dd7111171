import { z } from "../zod";

/** The member page's buttons: each form posts the one intent it stands for. */
export const memberActionSchema = z.object({
  intent: z.enum(["resend-confirmation", "end-sessions"], {
    error: "Choose an action.",
  }),
});

export type MemberAction = z.infer<typeof memberActionSchema>["intent"];
