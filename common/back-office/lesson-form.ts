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

export const lessonFormSchema = z.object({
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
  intent: z.literal("save-lesson"),
});

export type LessonFormInput = z.output<typeof lessonFormSchema>;
