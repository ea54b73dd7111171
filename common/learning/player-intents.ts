import { z } from "../zod";

/** Blank or whitespace-only notes are not saved. */
export const noteContentSchema = z
  .string()
  .trim()
  .min(1, "Write something before saving.")
  .max(5000, "Notes are limited to 5,000 characters.");

/** Seconds into the lesson video; a day is far beyond any lesson we host. */
const position = z.coerce.number().min(0).max(86_400);

/** A report's seconds: finite, not negative, and no more than a day. */
const reportSeconds = z
  .string()
  .trim()
  .min(1, "Seconds are required.")
  .pipe(z.coerce.number<string>().min(0).max(86_400));
const playedSecond = z.number().min(0).max(86_400);

/** Enough for a report of several minutes with seeks; the player sends far fewer. */
export const maxReportedRanges = 100;

/**
 * The video's ranges played since the last report, as JSON pairs [start, end] of seconds
 * (docs/product/learning.md#engagement).
 */
const playedRanges = z
  .string()
  .max(10_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "Played ranges must be JSON." });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(
        z
          .tuple([playedSecond, playedSecond])
          .refine(([start, end]) => end >= start, "A played range ends after it starts."),
      )
      .max(maxReportedRanges),
  );

/** Every change the lesson player posts to its route, told apart by `intent`. */
export const playerIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("complete") }),
  z.object({ intent: z.literal("vr-start") }),
  z.object({ intent: z.literal("next"), nextRef: z.string().min(1).max(200) }),
  z.object({ intent: z.literal("position"), position }),
  z.object({
    intent: z.literal("engagement"),
    ranges: playedRanges.default([]),
    readingSeconds: reportSeconds.default(0),
    spanSeconds: reportSeconds,
    // Study measured offline carries the account it was measured in, like an offline note.
    measuredBy: z.string().min(1).max(200).optional(),
  }),
  z.object({
    intent: z.literal("note-create"),
    content: noteContentSchema,
    // A note written offline carries the id its device gave it, so sending it twice saves it
    // once, and the account it was written in, so it is never saved into another one.
    noteId: z.uuid().optional(),
    writtenBy: z.string().min(1).max(200).optional(),
  }),
  z.object({ intent: z.literal("note-update"), noteId: z.uuid(), content: noteContentSchema }),
  z.object({ intent: z.literal("note-delete"), noteId: z.uuid() }),
]);

export type PlayerIntent = z.infer<typeof playerIntentSchema>;
export type PlayerIntentName = PlayerIntent["intent"];
