import { describe, expect, it } from "vitest";
import { StudyMeter } from "./study-meter";

describe("the player's study meter", () => {
  it("counts the ranges played, not the seeks", () => {
    const meter = new StudyMeter();
    meter.startPlaying(0, 0);
    for (let t = 0.25; t <= 10; t += 0.25) meter.played(t);
    meter.seeking();
    meter.played(100); // where the seek landed
    meter.played(100.25);
    meter.played(100.5);
    meter.stopPlaying(100.5, 11_000);
    expect(meter.take(11_000)).toEqual({
      ranges: [
        [0, 10],
        [100, 100.5],
      ],
      readingSeconds: 0,
      spanSeconds: 11,
    });
  });

  it("does not count a fast-forward as watching", () => {
    const meter = new StudyMeter();
    meter.startPlaying(0, 0);
    for (let t = 4; t <= 40; t += 4) meter.played(t); // 16× speed: 4 s a timeupdate
    meter.stopPlaying(40, 2_500);
    expect(meter.take(2_500)).toBeNull();
  });

  it("counts visible reading in whole seconds and carries the rest", () => {
    const meter = new StudyMeter();
    meter.reading(true, 0);
    expect(meter.take(14_600)).toEqual({ ranges: [], readingSeconds: 14, spanSeconds: 15 });
    meter.reading(false, 15_000);
    expect(meter.take(30_000)).toEqual({ ranges: [], readingSeconds: 1, spanSeconds: 1 });
  });
});
