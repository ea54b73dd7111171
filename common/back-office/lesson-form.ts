import { z } from "../zod";
import { requiredText, slugField } from "./course-form";

/** A site path or an https address: what the player will load a video or picture from. */
export const isSiteOrHttpsUrl = (value: string) => {
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

/** Whole seconds between `min` and `max`, typed into a number field. */
const wholeSeconds = (label: string, min: number, max: number) =>
  z.coerce
    .number<string>({ error: `${label}: a number of seconds` })
    .int(`${label}: whole seconds`)
    .min(min, `${label} must be at least ${min} seconds`)
    .max(max, `${label} must be at most ${max} seconds`);

const blankAsMissing = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const videoLengthNeeded = "Video length: needed with a video, in seconds";

/** A day of video, four hours of reading: beyond any single lesson. */
export const lessonFormSchema = z
  .object({
    title: requiredText("Title", 200),
    slug: slugField("Address"),
    summary: z.string().trim().max(1000, "Summary must be at most 1000 characters").optional(),
    videoUrl: z
      .string()
      .trim()
      .max(2000, "Video URL must be at most 2000 characters")
      .optional()
      .refine(
        (value) => !value || isSiteOrHttpsUrl(value),
        "Video URL: an https:// address or a path on this site such as /media/lessons/video.mp4",
      ),
    // docs/product/learning.md#engagement: watching 90% of the video, or reading for this long
    // where there is none, engages the lesson.
    videoSeconds: z.preprocess(blankAsMissing, wholeSeconds("Video length", 1, 86_400).optional()),
    readingSeconds: wholeSeconds("Reading time", 30, 14_400),
    intent: z.literal("save-lesson"),
  })
  .refine((lesson) => !lesson.videoUrl || lesson.videoSeconds !== undefined, {
    message: videoLengthNeeded,
    path: ["videoSeconds"],
  });

export type LessonFormInput = z.output<typeof lessonFormSchema>;
