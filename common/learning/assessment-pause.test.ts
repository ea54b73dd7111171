import { describe, expect, it } from "vitest";
import { nextAttemptOpensAt, type PastAttempt } from "./assessment-pause";
import { tryAgainSentence } from "./assessment-texts";

const settings = { failureLimit: 3, failureWindowHours: 24 };
const now = new Date("2026-11-27T14:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const fail = (hours: number): PastAttempt => ({ at: hoursAgo(hours), passed: false });
const pass = (hours: number): PastAttempt => ({ at: hoursAgo(hours), passed: true });

describe("the pause after failed attempts", () => {
  it("is open with fewer failures than the limit", () => {
    expect(nextAttemptOpensAt([], settings, now)).toBeNull();
    expect(nextAttemptOpensAt([fail(3), fail(1)], settings, now)).toBeNull();
  });

  it("opens the next attempt the window after the first of the limit's failures", () => {
    const opensAt = nextAttemptOpensAt([fail(1), fail(23.9), fail(5)], settings, now);
    expect(opensAt).toEqual(new Date(hoursAgo(23.9).getTime() + 24 * 3_600_000));
  });

  it("is open once the first of them is a window old", () => {
    expect(nextAttemptOpensAt([fail(24), fail(2), fail(1)], settings, now)).toBeNull();
  });

  it("counts the most recent failures only", () => {
    const opensAt = nextAttemptOpensAt([fail(50), fail(10), fail(2), fail(1)], settings, now);
    expect(opensAt).toEqual(new Date(hoursAgo(10).getTime() + 24 * 3_600_000));
  });

  it("counts only failures since the last pass", () => {
    expect(
      nextAttemptOpensAt([fail(6), fail(5), pass(4), fail(2), fail(1)], settings, now),
    ).toBeNull();
  });

  it("follows the assessment's own settings", () => {
    const strict = { failureLimit: 1, failureWindowHours: 2 };
    expect(nextAttemptOpensAt([fail(1)], strict, now)).toEqual(hoursAgo(-1));
  });

  it("says when, in words, in London time", () => {
    expect(tryAgainSentence(new Date("2026-11-28T14:05:00Z"))).toBe(
      "You can try again on Saturday 28 November at 14:05.",
    );
    expect(tryAgainSentence(new Date("2026-07-04T08:30:00Z"))).toBe(
      "You can try again on Saturday 4 July at 09:30.",
    );
  });
});
