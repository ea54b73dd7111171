import { and, eq, sql } from "drizzle-orm";
import {
  creditReport,
  isLessonEngaged,
  type EngagementReport,
} from "@common/learning/lesson-engagement";
import { rangesLength } from "@common/learning/played-ranges";
import type { Db } from "../db/client";
import { lessonEngagement, lessons } from "../db/schema/index";
import { ownedBy } from "../policy/owned-by";

type LessonOfUser = { userId: string; courseId: string; lessonId: string };

/** What the player shows of a lesson's engagement (docs/product/learning.md#engagement). */
export type EngagementSummary = {
  watchedSeconds: number;
  readingSeconds: number;
  engaged: boolean;
};

/**
 * Credits one report of the player's measured study (online, or queued while offline) to the
 * learner's own row, no faster than the wall clock (`creditReport`), and sets `engagedAt` once the
 * lesson's threshold is reached. The row is read, then written in one owner-filtered upsert that
 * applies only if no other report was credited in between; a report that loses that race is
 * worked out again once.
 */
export async function recordEngagement(
  db: Db,
  key: LessonOfUser,
  report: EngagementReport,
): Promise<EngagementSummary> {
  for (let attempt = 0; ; attempt += 1) {
    const state = await engagementState(db, key);
    const written = await creditOnce(db, key, state, report);
    if (written) return written;
    if (attempt >= 1) return summaryOf(state);
  }
}

async function engagementState(db: Db, key: LessonOfUser) {
  const [row] = await db
    .select({
      videoSeconds: lessons.videoSeconds,
      lessonReadingSeconds: lessons.readingSeconds,
      playedRanges: lessonEngagement.playedRanges,
      watchedSeconds: lessonEngagement.watchedSeconds,
      readingSeconds: lessonEngagement.readingSeconds,
      engagedAt: lessonEngagement.engagedAt,
      // The credited clock as the database wrote it (text keeps its microseconds): the upsert
      // applies only if it is still the same.
      seenClock: sql<string | null>`${lessonEngagement.lastReportAt}::text`,
      // Seconds since the last credited report; null before the first. The first report opens
      // the clock: before it, nothing of this lesson was measured.
      elapsed: sql<number | null>`extract(epoch from now() - coalesce(
        ${lessonEngagement.lastReportAt}, ${lessonEngagement.createdAt}))`.mapWith(Number),
    })
    .from(lessons)
    .leftJoin(
      lessonEngagement,
      and(eq(lessonEngagement.lessonId, lessons.id), ownedBy(lessonEngagement.userId, key.userId)),
    )
    .where(eq(lessons.id, key.lessonId))
    .limit(1);
  if (!row) throw new Error(`lesson ${key.lessonId} not found`);
  return row;
}

type State = Awaited<ReturnType<typeof engagementState>>;

async function creditOnce(db: Db, key: LessonOfUser, state: State, report: EngagementReport) {
  const lesson = { videoSeconds: state.videoSeconds, readingSeconds: state.lessonReadingSeconds };
  const elapsed = state.elapsed ?? 0;
  const before = {
    playedRanges: state.playedRanges ?? [],
    readingSeconds: state.readingSeconds ?? 0,
  };
  const credit = creditReport(lesson, before, report, elapsed);

  const measured = {
    watchedSeconds: Math.floor(rangesLength(credit.playedRanges)),
    readingSeconds: before.readingSeconds + Math.floor(credit.readingAdded),
  };
  const engagedNow = isLessonEngaged(lesson, measured);
  const values = {
    ...key,
    playedRanges: credit.playedRanges,
    ...measured,
    lastReportAt: sql`now()`,
    engagedAt: engagedNow ? sql`now()` : null,
  };
  const clock = sql`coalesce(${lessonEngagement.lastReportAt}, ${lessonEngagement.createdAt})`;
  const [row] = await db
    .insert(lessonEngagement)
    .values(values)
    .onConflictDoUpdate({
      target: [lessonEngagement.userId, lessonEngagement.lessonId],
      set: {
        playedRanges: values.playedRanges,
        watchedSeconds: values.watchedSeconds,
        readingSeconds: values.readingSeconds,
        lastReportAt: sql`${clock} + ${credit.clockAdvance} * interval '1 second'`,
        // Set once, never unset.
        engagedAt: sql`coalesce(${lessonEngagement.engagedAt}, excluded.engaged_at)`,
        updatedAt: sql`now()`,
      },
      setWhere: and(
        ownedBy(lessonEngagement.userId, key.userId),
        sql`${lessonEngagement.lastReportAt}::text is not distinct from ${state.seenClock}`,
      ),
    })
    .returning({
      watchedSeconds: lessonEngagement.watchedSeconds,
      readingSeconds: lessonEngagement.readingSeconds,
      engagedAt: lessonEngagement.engagedAt,
    });
  return row ? summaryOf(row) : null;
}

function summaryOf(row: {
  watchedSeconds: number | null;
  readingSeconds: number | null;
  engagedAt: Date | null;
}): EngagementSummary {
  return {
    watchedSeconds: row.watchedSeconds ?? 0,
    readingSeconds: row.readingSeconds ?? 0,
    engaged: row.engagedAt !== null,
  };
}
