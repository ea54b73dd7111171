import { z } from "../zod";

/** What a practice session posts to its route, told apart by `intent` (list mode and 3D alike). */
export const practiceIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("act"), actionId: z.string().min(1).max(80) }),
  z.object({ intent: z.literal("finish") }),
  // "What should I check next?" to the tutor (coach mode only).
  z.object({ intent: z.literal("ask") }),
  // Coach on or assessed, chosen before the first action.
  z.object({ intent: z.literal("mode"), mode: z.enum(["coached", "assessed"]) }),
]);

/** The debrief's one change: practise the same scenario again. */
export const debriefIntentSchema = z.object({ intent: z.literal("again") });

export const practiceIntents = ["act", "finish", "ask", "mode"] as const;

/** What the session announces when the engine refuses a choice (a stale page, a double press). */
export const practiceMessages = {
  unavailable: "That action is not available at this point. Choose from the actions listed now.",
  failed: "We could not record that action. Please try again.",
  askAssessed: "The tutor is off in an assessed attempt: it gives no prompts or answers.",
  modeLocked: "The mode is chosen before the first action and cannot change once you have started.",
} as const;
