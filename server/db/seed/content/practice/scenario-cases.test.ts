import { describe, expect, it } from "vitest";
import { isAvailable, replay, sessionStateAt, type LoggedAction } from "@common/practice/engine";
import { inefficienciesOf } from "@common/practice/inefficiencies";
import { scenarioDefinitionSchema, type ScenarioDefinition } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { ivInOrder } from "../../../../../tests/support/iv-cannulation-procedure";
import { anaphylaxisGoodRun, sepsisGoodRun } from "../../../../../tests/support/practice-case-runs";
import { deterioratingPatientBundle } from "../deteriorating-patient-bundle";
import { anaphylaxisScenario } from "./anaphylaxis-scenario";
import { ivCannulationScenario } from "./iv-cannulation-scenario";
import { scenarioSeeds } from "./scenarios";
import { sepsisScenario } from "./sepsis-scenario";
import { venepunctureScenario } from "./venepuncture-scenario";

// The Premium cases scored from their logs (docs/product/practice.md#cases), as the server
// scores a finished attempt: scoreAttempt(definition, log, finishedAtMs, seed).
const sepsis = scenarioDefinitionSchema.parse(sepsisScenario.definition);
const anaphylaxis = scenarioDefinitionSchema.parse(anaphylaxisScenario.definition);
const seed = 20_260_127;

/** Each action at its scenario second. */
const logOf = (plan: [string, number][]): LoggedAction[] =>
  plan.map(([actionId, seconds]) => ({ actionId, offsetMs: seconds * 1000 }));

const sepsisIdeal = sepsisGoodRun;
const anaphylaxisIdeal = anaphylaxisGoodRun;

/**
 * A log a session could have recorded: each action offered by the engine at its moment (the
 * patient included), and none begun before the step before it had ended (its `takesSeconds`).
 */
function expectRecordable(definition: ScenarioDefinition, plan: [string, number][]) {
  const log = logOf(plan);
  for (const [index, entry] of log.entries()) {
    const before = log.slice(0, index);
    const where = `${entry.actionId} at ${entry.offsetMs / 1000} s`;
    expect(entry.offsetMs, `${where}: the step before has ended`).toBeGreaterThanOrEqual(
      replay(definition, before).clockMs,
    );
    const { state } = sessionStateAt(definition, seed, before, entry.offsetMs);
    const action = definition.actions.find((candidate) => candidate.id === entry.actionId)!;
    expect(isAvailable(action, state), `${where}: offered`).toBe(true);
  }
}

const without = (plan: [string, number][], ...ids: string[]) =>
  plan.filter(([id]) => !ids.includes(id));

describe("the suspected sepsis case (NICE NG51)", () => {
  it("passes the first hour done well, with his NEWS2 falling from 12 and the patient improving", () => {
    expectRecordable(sepsis, sepsisIdeal);
    const result = scoreAttempt(sepsis, logOf(sepsisIdeal), 2400_000, seed);
    expect(result).toMatchObject({ score: 100, passed: true, errors: [], inefficiencies: [] });
    expect(result.steps.every((step) => step.status === "done")).toBe(true);
    expect(result.patient).toEqual({ outcome: "improving", news2AtStart: 12, news2AtEnd: 3 });
  });

  it("marks antibiotics given more than an hour after recognition late, and scores lower", () => {
    const plan = [
      ...without(sepsisIdeal, "give-antibiotics"),
      ["give-fluid-bolus", 2400],
      ["reassess-after-bolus", 3000],
      ["give-antibiotics", 3800],
    ] as [string, number][];
    expectRecordable(sepsis, plan);
    const result = scoreAttempt(sepsis, logOf(plan), 4200_000, seed);
    const antibiotics = result.steps.find((step) => step.action === "give-antibiotics")!;
    expect(antibiotics).toMatchObject({ status: "late", atSeconds: 3800 });
    expect(result.score).toBe(Math.round((100 * 13.5) / 14) - 10);
    expect(result.overTime).toBe(true);
    // Not yet turned: worse than at the start.
    expect(result.patient!.news2AtEnd).toBeGreaterThan(result.patient!.news2AtStart);
  });

  it("times antibiotics from the start when sepsis was never named", () => {
    const plan = [
      ...without(sepsisIdeal, "recognise-sepsis", "give-antibiotics"),
      ["give-antibiotics", 3700],
    ] as [string, number][];
    const result = scoreAttempt(sepsis, logOf(plan), 4000_000, seed);
    expect(result.steps.find((step) => step.action === "give-antibiotics")!.status).toBe("late");
  });

  it("lets the untreated patient slide to peri-arrest within 20 to 40 minutes", () => {
    const result = scoreAttempt(sepsis, logOf([["recognise-sepsis", 60]]), 2700_000, seed);
    expect(result.patient!.outcome).toBe("peri-arrest");
    expect(result.passed).toBe(false);
    expect(result.errors.map((error) => error.id)).toEqual(["peri-arrest-no-call"]);
    const never = scoreAttempt(sepsis, [], 1200_000, seed);
    expect(never.patient!.outcome).not.toBe("peri-arrest");
  });

  it("names a plan to recheck in an hour, and reapplying oxygen that is running", () => {
    const plan = [...sepsisIdeal, ["recheck-later", 2000], ["give-oxygen", 2100]] as [
      string,
      number,
    ][];
    const result = scoreAttempt(sepsis, logOf(plan.sort((a, b) => a[1] - b[1])), 2400_000, seed);
    expect(result.errors.map((error) => error.id)).toEqual(["waited-to-recheck"]);
    expect(result.inefficiencies.map((item) => item.id)).toEqual(["oxygen-reapplied"]);
    expect(result.score).toBe(100 - 20 - 2);
  });
});

describe("the anaphylaxis case (Resuscitation Council UK 2021)", () => {
  it("passes adrenaline given early and repeated at five minutes, with her NEWS2 falling from 11", () => {
    expectRecordable(anaphylaxis, anaphylaxisIdeal);
    const result = scoreAttempt(anaphylaxis, logOf(anaphylaxisIdeal), 900_000, seed);
    expect(result).toMatchObject({ score: 100, passed: true, errors: [], inefficiencies: [] });
    expect(result.patient).toEqual({ outcome: "improving", news2AtStart: 11, news2AtEnd: 3 });
  });

  it("fails without adrenaline: a safety step missed and the patient peri-arrest", () => {
    const plan = without(
      anaphylaxisIdeal,
      "give-im-adrenaline",
      "repeat-im-adrenaline",
      "reassess",
      "take-tryptase",
    );
    expectRecordable(anaphylaxis, plan);
    const result = scoreAttempt(anaphylaxis, logOf(plan), 1800_000, seed);
    expect(result.passed).toBe(false);
    expect(result.missedSafety).toEqual([
      "Gave IM adrenaline without delay",
      "Repeated the adrenaline after five minutes",
    ]);
    expect(result.patient!.outcome).toBe("peri-arrest");
    expect(result.score).toBe(Math.round((100 * 8) / 12) - 20 - 10);
  });

  it("lets one dose wear off: without the second she slides to peri-arrest", () => {
    const plan = without(anaphylaxisIdeal, "repeat-im-adrenaline");
    const oneDose = scoreAttempt(anaphylaxis, logOf(plan), 1800_000, seed);
    expect(oneDose.patient!.outcome).toBe("peri-arrest");
    expect(oneDose.passed).toBe(false);
    // The first dose helps for a few minutes, then wears off.
    const firstMinutes = logOf(plan.filter(([, at]) => at < 300));
    const early = scoreAttempt(anaphylaxis, firstMinutes, 300_000, seed);
    expect(early.patient!.news2AtEnd).toBeLessThan(early.patient!.news2AtStart);
    expect(early.patient!.outcome).toBe("improving");
  });

  it("names the distractors: an antihistamine or a steroid first, sitting her up while hypotensive", () => {
    const plan: [string, number][] = [
      ["recognise-anaphylaxis", 20],
      ["give-chlorphenamine", 30],
      ["give-hydrocortisone", 40],
      ["sit-upright", 50],
      ...without(anaphylaxisIdeal, "recognise-anaphylaxis").map(([id, at]): [string, number] => [
        id,
        at + 40,
      ]),
    ];
    const result = scoreAttempt(anaphylaxis, logOf(plan), 940_000, seed);
    expect(result.errors.map((error) => error.id)).toEqual([
      "antihistamine-first",
      "steroid-first",
      "sat-up-hypotensive",
    ]);
    const afterAdrenaline = scoreAttempt(
      anaphylaxis,
      logOf([...anaphylaxisIdeal, ["give-chlorphenamine", 800]]),
      900_000,
      seed,
    );
    expect(afterAdrenaline.errors).toEqual([]);
  });

  it("calls her refractory when she is still deteriorating after two doses: critical care must be called", () => {
    const late: [string, number][] = [
      ...without(anaphylaxisIdeal, "repeat-im-adrenaline", "take-tryptase", "document-and-report"),
      ["repeat-im-adrenaline", 1300],
    ];
    const result = scoreAttempt(anaphylaxis, logOf(late), 1310_000, seed);
    expect(result.patient!.outcome).toBe("deteriorating");
    expect(result.errors.map((error) => error.id)).toEqual(["refractory-not-escalated"]);
    const called = scoreAttempt(
      anaphylaxis,
      logOf([...late, ["call-critical-care", 1305]]),
      1310_000,
      seed,
    );
    expect(called.errors).toEqual([]);
  });

  it("flags a third dose given while she is improving", () => {
    const plan: [string, number][] = [...anaphylaxisIdeal, ["repeat-im-adrenaline", 800]];
    const result = scoreAttempt(anaphylaxis, logOf(plan), 900_000, seed);
    expect(result.inefficiencies.map((item) => item.id)).toEqual(["adrenaline-once-improving"]);
  });
});

describe("the seeded scenarios", () => {
  const headers = new Map(
    deterioratingPatientBundle.modules.flatMap((module) =>
      module.lessons.map((lesson) => [
        lesson.slug,
        lesson.blocks
          .filter((block) => block.type === "header")
          .map((block) => (block.content as { text: string }).text),
      ]),
    ),
  );

  it.each([sepsisScenario, anaphylaxisScenario])(
    "$key teaches from real sections of the bundle's lessons, with a hint for every step",
    (seedRow) => {
      const definition: ScenarioDefinition = scenarioDefinitionSchema.parse(seedRow.definition);
      for (const item of [...definition.critical, ...definition.errors]) {
        expect(headers.get(item.teaches.lesson), item.teaches.lesson).toContain(
          item.teaches.section,
        );
      }
      expect(definition.critical.every((step) => step.hint?.endsWith("?"))).toBe(true);
      expect(seedRow.lessonSlug).toBe(
        `scenario-${seedRow.key === "anaphylaxis" ? "anaphylaxis" : "suspected-sepsis"}`,
      );
      expect(scenarioSeeds).toContain(seedRow);
    },
  );

  it("gives the IV and venepuncture critical steps hints, and their tourniquet rules", () => {
    const iv = scenarioDefinitionSchema.parse(ivCannulationScenario.definition);
    const venepuncture = scenarioDefinitionSchema.parse(venepunctureScenario.definition);
    for (const definition of [iv, venepuncture]) {
      expect(definition.critical.every((step) => step.hint?.endsWith("?"))).toBe(true);
    }
    const ivLog = (ids: string[]) =>
      ids.map((actionId, index) => ({ actionId, offsetMs: (index + 1) * 3000 }));
    expect(inefficienciesOf(iv, ivLog(ivInOrder), null)).toEqual([]);
    const reapplied = [
      ...ivInOrder.slice(0, 16),
      "apply-tourniquet",
      "release-tourniquet",
      ...ivInOrder.slice(16),
    ];
    expect(inefficienciesOf(iv, ivLog(reapplied), null).map((item) => item.id)).toEqual([
      "tourniquet-after-cannula",
    ]);
    expect(venepuncture.inefficiencies.rules.map((rule) => [rule.on, rule.when])).toEqual([
      ["apply-tourniquet", ["needle-out"]],
    ]);
  });
});
