import { describe, expect, it } from "vitest";
import { riskOf, scoreNews2 } from "./news2";
import type { Observations } from "./observations";

// The RCP NEWS2 chart (2017), as the course's lesson "Recognising deterioration with NEWS2" prints it.
const normal: Observations = {
  respiratoryRate: 16,
  spo2: 98,
  systolic: 130,
  diastolic: 80,
  heartRate: 70,
  temperature: 37,
  consciousness: "A",
  capillaryRefill: 1.5,
  onOxygen: false,
};

const partOf = (
  parameter: keyof ReturnType<typeof scoreNews2>["parts"],
  change: Partial<Observations>,
  scale: 1 | 2 = 1,
) => scoreNews2({ ...normal, ...change }, scale).parts[parameter];

describe("NEWS2 from the RCP chart", () => {
  it("scores a normal set of observations 0, low risk", () => {
    expect(scoreNews2(normal)).toMatchObject({ total: 0, risk: "low", redScore: false });
  });

  it.each([
    [8, 3],
    [9, 1],
    [11, 1],
    [12, 0],
    [20, 0],
    [21, 2],
    [24, 2],
    [25, 3],
  ])("respiration rate %i scores %i", (respiratoryRate, score) => {
    expect(partOf("respiratoryRate", { respiratoryRate })).toBe(score);
  });

  it.each([
    [91, 3],
    [92, 2],
    [93, 2],
    [94, 1],
    [95, 1],
    [96, 0],
    [100, 0],
  ])("SpO₂ %i%% on scale 1 scores %i", (spo2, score) => {
    expect(partOf("spo2", { spo2 })).toBe(score);
    expect(partOf("spo2", { spo2, onOxygen: true })).toBe(score);
  });

  it("scores oxygen 2 and air 0", () => {
    expect(partOf("airOrOxygen", { onOxygen: true })).toBe(2);
    expect(partOf("airOrOxygen", { onOxygen: false })).toBe(0);
  });

  it.each([
    [90, 3],
    [91, 2],
    [100, 2],
    [101, 1],
    [110, 1],
    [111, 0],
    [219, 0],
    [220, 3],
  ])("systolic %i mmHg scores %i", (systolic, score) => {
    expect(partOf("systolic", { systolic })).toBe(score);
  });

  it.each([
    [40, 3],
    [41, 1],
    [50, 1],
    [51, 0],
    [90, 0],
    [91, 1],
    [110, 1],
    [111, 2],
    [130, 2],
    [131, 3],
  ])("pulse %i scores %i", (heartRate, score) => {
    expect(partOf("heartRate", { heartRate })).toBe(score);
  });

  it.each([
    ["A", 0],
    ["C", 3],
    ["V", 3],
    ["P", 3],
    ["U", 3],
  ] as const)("consciousness %s scores %i", (consciousness, score) => {
    expect(partOf("consciousness", { consciousness })).toBe(score);
  });

  it.each([
    [35.0, 3],
    [35.1, 1],
    [36.0, 1],
    [36.1, 0],
    [38.0, 0],
    [38.1, 1],
    [39.0, 1],
    [39.1, 2],
    [38.04, 0],
    [38.05, 1],
  ])("temperature %f °C scores %i (read to one decimal)", (temperature, score) => {
    expect(partOf("temperature", { temperature })).toBe(score);
  });

  it("totals the sepsis case's observations at 14:05 to 12, high risk (the lesson's table)", () => {
    const news2 = scoreNews2({
      ...normal,
      respiratoryRate: 24,
      spo2: 93,
      systolic: 98,
      heartRate: 116,
      consciousness: "C",
      temperature: 38.7,
    });
    expect(news2.parts).toEqual({
      respiratoryRate: 2,
      spo2: 2,
      airOrOxygen: 0,
      systolic: 2,
      heartRate: 2,
      consciousness: 3,
      temperature: 1,
    });
    expect(news2).toMatchObject({ total: 12, risk: "high", redScore: true });
  });

  it("totals the anaphylaxis case's observations to 11 (the lesson's table)", () => {
    const news2 = scoreNews2({
      ...normal,
      respiratoryRate: 28,
      spo2: 90,
      systolic: 84,
      heartRate: 128,
      consciousness: "A",
      temperature: 36.8,
    });
    expect(news2.parts).toEqual({
      respiratoryRate: 3,
      spo2: 3,
      airOrOxygen: 0,
      systolic: 3,
      heartRate: 2,
      consciousness: 0,
      temperature: 0,
    });
    expect(news2).toMatchObject({ total: 11, risk: "high" });
  });
});

describe("SpO₂ scale 2, only where prescribed", () => {
  it.each([
    [83, false, 3],
    [84, false, 2],
    [85, false, 2],
    [86, false, 1],
    [87, false, 1],
    [88, false, 0],
    [92, false, 0],
    [88, true, 0],
    [92, true, 0],
    [93, false, 0],
    [97, false, 0],
    [93, true, 1],
    [94, true, 1],
    [95, true, 2],
    [96, true, 2],
    [97, true, 3],
    [100, true, 3],
  ])("SpO₂ %i%% (on oxygen: %s) scores %i", (spo2, onOxygen, score) => {
    expect(partOf("spo2", { spo2, onOxygen }, 2)).toBe(score);
  });

  it("says which scale it used", () => {
    expect(scoreNews2(normal, 2).spo2Scale).toBe(2);
    expect(scoreNews2(normal).spo2Scale).toBe(1);
  });
});

describe("the clinical risk", () => {
  it("is low to 4, low-medium for a single red score, medium at 5-6, high from 7", () => {
    expect(riskOf(0, false)).toBe("low");
    expect(riskOf(4, false)).toBe("low");
    expect(riskOf(3, true)).toBe("low-medium");
    expect(riskOf(5, false)).toBe("medium");
    expect(riskOf(6, true)).toBe("medium");
    expect(riskOf(7, false)).toBe("high");
  });

  it("marks a single red score from observations: new confusion alone is low-medium", () => {
    const news2 = scoreNews2({ ...normal, consciousness: "C" });
    expect(news2).toMatchObject({ total: 3, redScore: true, risk: "low-medium" });
  });
});
