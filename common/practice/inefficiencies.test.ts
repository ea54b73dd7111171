import { describe, expect, it } from "vitest";
import type { LoggedAction } from "./engine";
import { inefficienciesOf } from "./inefficiencies";
import { scenarioDefinitionSchema } from "./scenario";
import { scoreAttempt } from "./scoring";

// Choices that served no purpose (docs/product/practice.md#inefficiencies), from the log alone;
// the seeded scenarios' own rules are tested beside them (server/db/seed/content/practice).
const step = (action: string) => ({
  action,
  title: action,
  why: "Because.",
  teaches: { lesson: "procedure", section: "Step by step" },
  basis: "Test",
});
const definition = (inefficiencies: Record<string, unknown> = {}) =>
  scenarioDefinitionSchema.parse({
    summary: "A cannula.",
    basis: "Test",
    targetSeconds: 600,
    overTimePenalty: 0,
    targetStates: [],
    actions: [
      {
        id: "hand-hygiene",
        label: "Clean your hands",
        target: "hand-gel",
        outcome: "Clean.",
        adds: ["hands-cleaned"],
        repeatable: true,
      },
      {
        id: "apply-tourniquet",
        label: "Apply the tourniquet",
        target: "tourniquet",
        outcome: "On.",
        barredBy: ["tourniquet-on"],
        adds: ["tourniquet-on"],
        repeatable: true,
      },
      {
        id: "release-tourniquet",
        label: "Release the tourniquet",
        target: "tourniquet",
        outcome: "Off.",
        requires: ["tourniquet-on"],
        removes: ["tourniquet-on"],
        repeatable: true,
      },
      {
        id: "insert-cannula",
        label: "Insert the cannula",
        target: "cannula",
        outcome: "In.",
        adds: ["cannula-in-vein"],
      },
      {
        id: "give-dose",
        label: "Give a dose",
        target: "medicines",
        outcome: "Given.",
        repeatable: true,
      },
    ],
    critical: [step("hand-hygiene"), step("insert-cannula")],
    errors: [],
    physiology: {
      start: {
        respiratoryRate: 16,
        spo2: 97,
        systolic: 120,
        diastolic: 70,
        heartRate: 80,
        temperature: 37,
        consciousness: "A",
        capillaryRefill: 2,
      },
      effects: [
        { action: "give-dose", vital: "systolic", change: 5, onsetSeconds: 0, maxTimes: 2 },
      ],
      periArrest: {},
    },
    inefficiencies: {
      rules: [
        {
          id: "tourniquet-after-cannula",
          on: "apply-tourniquet",
          when: ["cannula-in-vein"],
          penalty: 3,
          title: "Applied the tourniquet after the cannula was in",
          why: "The tourniquet has done its work.",
        },
      ],
      ...inefficiencies,
    },
  });
const logOf = (ids: string[]): LoggedAction[] =>
  ids.map((actionId, index) => ({ actionId, offsetMs: (index + 1) * 3000 }));
const summary = (found: ReturnType<typeof inefficienciesOf>) =>
  found.map((item) => [item.id, item.count, item.penalty]);

describe("inefficiencies", () => {
  it("flags 21 presses of the hand gel once, counting the 20 that changed nothing", () => {
    const log = logOf([...Array<string>(21).fill("hand-hygiene"), "insert-cannula"]);
    const found = inefficienciesOf(definition(), log, null);
    expect(found).toEqual([
      {
        id: "repeat-hand-hygiene",
        title: "Repeated with nothing changed: Clean your hands",
        why: expect.stringMatching(/changed nothing/),
        count: 20,
        atSeconds: 6,
        penalty: 1,
      },
    ]);
    const score = scoreAttempt(definition(), log, 70_000);
    expect(score.inefficiencies).toEqual(found);
    expect(score.score).toBe(99);
  });

  it("does not flag cleaning the hands again once something has changed", () => {
    const log = logOf([
      "hand-hygiene",
      "apply-tourniquet",
      "release-tourniquet",
      "hand-hygiene",
      "insert-cannula",
    ]);
    expect(inefficienciesOf(definition(), log, null)).toEqual([]);
  });

  it("flags the scenario's own rule: the tourniquet applied after the cannula is in", () => {
    const before = logOf([
      "hand-hygiene",
      "apply-tourniquet",
      "release-tourniquet",
      "insert-cannula",
    ]);
    expect(inefficienciesOf(definition(), before, null)).toEqual([]);
    const after = logOf([
      "hand-hygiene",
      "insert-cannula",
      "apply-tourniquet",
      "release-tourniquet",
      "apply-tourniquet",
    ]);
    expect(summary(inefficienciesOf(definition(), after, null))).toEqual([
      ["tourniquet-after-cannula", 2, 3],
    ]);
  });

  it("counts a repeat that still acts on the patient as a dose, not a repeat", () => {
    const log = logOf(["give-dose", "give-dose", "give-dose"]);
    expect(summary(inefficienciesOf(definition(), log, null))).toEqual([
      ["repeat-give-dose", 1, 1],
    ]);
  });

  it("does not count a choice a rule named again as a repeat", () => {
    const rule = {
      id: "dose-again",
      on: "give-dose",
      when: [],
      unless: [],
      penalty: 2,
      title: "Another dose",
      why: "Not needed.",
    };
    const log = logOf(["give-dose", "give-dose", "give-dose"]);
    expect(summary(inefficienciesOf(definition({ rules: [rule] }), log, null))).toEqual([
      ["dose-again", 3, 2],
    ]);
  });

  it("caps all of them together at the scenario's maximum", () => {
    const log = logOf([
      "hand-hygiene",
      "hand-hygiene",
      "insert-cannula",
      "apply-tourniquet",
      "give-dose",
      "give-dose",
      "give-dose",
    ]);
    const found = inefficienciesOf(definition({ repeatPenalty: 2, maxPenalty: 4 }), log, null);
    expect(summary(found)).toEqual([
      ["repeat-hand-hygiene", 1, 2],
      ["tourniquet-after-cannula", 1, 2],
      ["repeat-give-dose", 1, 0],
    ]);
  });

  it("ignores stopped choices and questions to the tutor", () => {
    const log: LoggedAction[] = [
      { actionId: "hand-hygiene", offsetMs: 1000 },
      { actionId: "hand-hygiene", offsetMs: 2000, kind: "stopped" },
      { actionId: "hand-hygiene", offsetMs: 3000, kind: "asked" },
    ];
    expect(inefficienciesOf(definition(), log, null)).toEqual([]);
  });
});
