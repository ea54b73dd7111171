import { z } from "../zod";

/** What a practice session posts to its route, told apart by `intent` (list mode and 3D alike). */
export const practiceIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("act"), actionId: z.string().min(1).max(80) }),
  z.object({ intent: z.literal("finish") }),
]);

/** The debrief's one change: practise the same scenario again. */
export const debriefIntentSchema = z.object({ intent: z.literal("again") });

export const practiceIntents = ["act", "finish"] as const;

/** What the session announces when the engine refuses a choice (a stale page, a double press). */
export const practiceMessages = {
  unavailable: "That action is not available at this point. Choose from the actions listed now.",
  failed: "We could not record that action. Please try again.",
} as const;
