import { addPlayedRanges, type Range } from "./played-ranges";

/** Share of a lesson's video that must be played to engage it (docs/product/learning.md#engagement). */
export const watchedShare = 0.9;

/** Seconds a report may credit beyond the wall clock, for timers and networks that run late. */
export const reportSlackSeconds = 2;

export type LessonLengths = { videoSeconds: number | null; readingSeconds: number };
export type Measured = { watchedSeconds: number; readingSeconds: number };

/** Whether the lesson has a video to watch: a length is what makes it measurable. */
export const hasVideo = (lesson: LessonLengths) => (lesson.videoSeconds ?? 0) > 0;

/**
 * The one engagement rule (docs/product/learning.md#engagement): a lesson with a video is engaged
 * once 90% of it has been played; one without, once its text has been visible for its reading time.
 */
export function isLessonEngaged(lesson: LessonLengths, measured: Measured) {
  if (hasVideo(lesson)) return measured.watchedSeconds >= watchedShare * lesson.videoSeconds!;
  return measured.readingSeconds >= lesson.readingSeconds;
}

export type EngagementReport = {
  ranges: Range[];
  readingSeconds: number;
  /** The wall-clock time the report was measured over, by the device's clock. */
  spanSeconds: number;
};

/**
 * What one report adds, no faster than the wall clock: video and reading together may credit no
 * more than the seconds since the last credited report (`elapsedSeconds`), nor than the span the
 * report claims, plus a 2 s slack. Video is credited first; reading takes what is left.
 * `clockAdvance` is how far the credited clock moves: at least to now, and past it by what the
 * slack lent, so that frequent reports cannot each take the slack (docs/product/learning.md#engagement).
 */
export function creditReport(
  lesson: LessonLengths,
  before: { playedRanges: Range[]; readingSeconds: number },
  report: EngagementReport,
  elapsedSeconds: number,
) {
  const budget = Math.max(0, Math.min(elapsedSeconds, report.spanSeconds) + reportSlackSeconds);
  const video = hasVideo(lesson)
    ? addPlayedRanges(before.playedRanges, report.ranges, {
        videoSeconds: lesson.videoSeconds!,
        budget,
      })
    : { ranges: before.playedRanges.map(([a, b]) => [a, b] as [number, number]), added: 0 };
  const reading = Math.max(0, Math.min(report.readingSeconds, budget - video.added));
  const credited = video.added + reading;
  return {
    playedRanges: video.ranges,
    readingAdded: reading,
    credited,
    clockAdvance: Math.max(elapsedSeconds, credited),
  };
}
