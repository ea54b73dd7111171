import { describe, expect, it } from "vitest";
import { hasPassed, passMark, scorePercent } from "./assessment-scoring";

describe("assessment scoring", () => {
  it("rounds the percentage correct", () => {
    expect(scorePercent(4, 4)).toBe(100);
    expect(scorePercent(3, 4)).toBe(75);
    expect(scorePercent(2, 4)).toBe(50);
    expect(scorePercent(2, 3)).toBe(67);
    expect(scorePercent(5, 8)).toBe(63);
  });

  it("passes at the pass mark and above, not below", () => {
    expect(passMark).toBe(70);
    expect(hasPassed(70)).toBe(true);
    expect(hasPassed(69)).toBe(false);
    expect(hasPassed(100)).toBe(true);
  });
});
