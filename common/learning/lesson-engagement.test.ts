import { describe, expect, it } from "vitest";
import { creditReport, isLessonEngaged } from "./lesson-engagement";
import { addPlayedRanges, mergeRanges, rangesLength } from "./played-ranges";
import { readingSecondsFor } from "./reading-time";

describe("played ranges", () => {
  it("merge overlapping and touching ranges, in order", () => {
    expect(
      mergeRanges([
        [30, 40],
        [0, 10],
        [5, 12],
        [12, 15],
        [50, 50],
      ]),
    ).toEqual([
      [0, 15],
      [30, 40],
    ]);
    expect(
      rangesLength([
        [0, 10],
        [5, 20],
      ]),
    ).toBe(20);
  });

  it("are clipped to the video and credit only what was not played before, earliest first", () => {
    const { ranges, added } = addPlayedRanges(
      [[0, 20]],
      [
        [10, 40],
        [90, 130],
      ],
      { videoSeconds: 100, budget: 25 },
    );
    // 20–40 is new (20 s), then 90–100 (the video ends at 100) is cut to the 5 s left.
    expect(ranges).toEqual([
      [0, 40],
      [90, 95],
    ]);
    expect(added).toBe(25);
  });
});

describe("a report's credit", () => {
  const video = { videoSeconds: 600, readingSeconds: 120 };
  const fresh = { playedRanges: [] as [number, number][], readingSeconds: 0 };

  it("is no more than the wall clock since the last report, plus 2 s", () => {
    const report = {
      ranges: [[0, 300]] as [number, number][],
      readingSeconds: 0,
      spanSeconds: 300,
    };
    const credit = creditReport(video, fresh, report, 60);
    expect(credit.playedRanges).toEqual([[0, 62]]);
    expect(credit.clockAdvance).toBe(62);
  });

  it("is no more than the span the report claims", () => {
    const report = { ranges: [[0, 300]] as [number, number][], readingSeconds: 0, spanSeconds: 30 };
    expect(creditReport(video, fresh, report, 3600).playedRanges).toEqual([[0, 32]]);
  });

  it("shares one clock between video and reading, video first", () => {
    const report = { ranges: [[0, 50]] as [number, number][], readingSeconds: 60, spanSeconds: 60 };
    const credit = creditReport(video, fresh, report, 60);
    expect(credit.readingAdded).toBe(12);
    expect(credit.credited).toBe(62);
  });

  it("lends the slack once: frequent reports cannot each take it", () => {
    const report = { ranges: [], readingSeconds: 3, spanSeconds: 1 };
    const first = creditReport({ ...video, videoSeconds: null }, fresh, report, 1);
    expect(first.readingAdded).toBe(3);
    // The clock is now 2 s ahead: a report one second later has nothing left to credit but the slack's rest.
    const second = creditReport({ ...video, videoSeconds: null }, fresh, report, 1 - 2);
    expect(second.readingAdded).toBe(1);
  });
});

describe("engagement", () => {
  it("needs 90% of the video where there is one", () => {
    const lesson = { videoSeconds: 600, readingSeconds: 120 };
    expect(isLessonEngaged(lesson, { watchedSeconds: 539, readingSeconds: 999 })).toBe(false);
    expect(isLessonEngaged(lesson, { watchedSeconds: 540, readingSeconds: 0 })).toBe(true);
  });

  it("needs the reading time where there is no video", () => {
    const lesson = { videoSeconds: null, readingSeconds: 120 };
    expect(isLessonEngaged(lesson, { watchedSeconds: 0, readingSeconds: 119 })).toBe(false);
    expect(isLessonEngaged(lesson, { watchedSeconds: 0, readingSeconds: 120 })).toBe(true);
  });

  it("reading time is the words at 200 a minute, at least a minute", () => {
    expect(readingSecondsFor(50)).toBe(60);
    expect(readingSecondsFor(700)).toBe(210);
  });
});
