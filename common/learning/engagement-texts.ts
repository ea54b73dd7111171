import { hasVideo, type LessonLengths, type Measured } from "./lesson-engagement";

/** The response header carrying a report's credited totals to the player. */
export const engagementHeader = "X-Lesson-Engagement";

/** The word for a lesson whose engagement is recorded (docs/product/learning.md#engagement). */
export const studiedLabel = "Studied";

/** "8 of 12 s" for short lengths, "4 of 6 min" from two minutes up. */
export function amountOf(done: number, total: number) {
  const shown = Math.min(done, total);
  if (total < 120) return `${Math.floor(shown)} of ${Math.round(total)} s`;
  return `${Math.floor(shown / 60)} of ${Math.round(total / 60)} min`;
}

/** "Watched 4 of 6 min" for a lesson with a video, "Read 2 of 3 min" for one without. */
export function engagementLine(lesson: LessonLengths, measured: Measured) {
  return hasVideo(lesson)
    ? `Watched ${amountOf(measured.watchedSeconds, lesson.videoSeconds!)}`
    : `Read ${amountOf(measured.readingSeconds, lesson.readingSeconds)}`;
}
