import { describe, expect, it } from "vitest";
import { isAvailable, replay, sessionStateAt } from "@common/practice/engine";
import { idealPath } from "@common/practice/ideal-path";
import {
  scenarioDefinitionSchema,
  type ScenarioDefinition,
  type ScenarioDefinitionInput,
} from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { practiceVerdict } from "@common/practice/verdict";
import { anaphylaxisScenario } from "./anaphylaxis-scenario";
import { ivCannulationScenario } from "./iv-cannulation-scenario";
import { scenarioSeeds } from "./scenarios";
import { venepunctureScenario } from "./venepuncture-scenario";

// The publish check of the scenario editor (issue 31, docs/product/practice.md#ideal-path,
// decision 0070), on the seeded scenarios and on drafts made from them. Beside the seeds because
// common/ may not import them (decision 0016); the function under test is common's.

/** A seeded definition, changed by `edit` and parsed again as the editor would. */
function draft(input: ScenarioDefinitionInput, edit: (copy: ScenarioDefinitionInput) => void) {
  const copy = structuredClone(input);
  edit(copy);
  return scenarioDefinitionSchema.parse(copy);
}

const actionOf = (copy: ScenarioDefinitionInput, id: string) =>
  copy.actions.find((action) => action.id === id)!;
const stepOf = (copy: ScenarioDefinitionInput, action: string) =>
  copy.critical.find((step) => step.action === action)!;

describe("an ideal path", () => {
  it.each(scenarioSeeds.map((seed) => [seed.key, seed] as const))(
    "exists for the seeded %s, and the real scoring passes it with no safety step missed",
    (_key, seed) => {
      const definition: ScenarioDefinition = scenarioDefinitionSchema.parse(seed.definition);
      const found = idealPath(definition);
      if (!found.ok) throw new Error(`${found.unreachable?.title}: ${found.reason}`);
      expectRecordable(definition, found.log, 0);
      for (const attemptSeed of [0, 1, 20_260_127]) {
        const result = scoreAttempt(definition, found.log, found.finishedAtMs, attemptSeed);
        expect(result).toMatchObject({ passed: true, missedSafety: [], errors: [] });
        expect(result.steps.every((step) => step.status === "done")).toBe(true);
        expect(result.patient?.outcome).not.toBe("peri-arrest");
        const verdict = practiceVerdict({
          ...result,
          passMark: definition.passMark,
          mode: "assessed",
        });
        expect(verdict.passed).toBe(true);
      }
      expect(found.steps).toHaveLength(found.log.length);
      expect(found.steps[0]).toBe(
        definition.actions.find((a) => a.id === found.log[0]!.actionId)!.label,
      );
    },
  );

  it("refuses a draft whose critical step needs a condition no action adds, naming the step", () => {
    const definition = draft(ivCannulationScenario.definition, (copy) => {
      actionOf(copy, "flush").requires = ["needle-out", "saline-drawn-up"];
    });
    const found = idealPath(definition);
    expect(found).toMatchObject({
      ok: false,
      unreachable: { action: "flush", title: "Flushed the cannula and watched the site" },
    });
    expect(!found.ok && found.reason).toBe("it needs “saline-drawn-up”, which no action adds");
  });

  it("refuses a draft whose time limit is shorter than the time the steps before it take, naming it", () => {
    // The reassessment that must come before the second dose takes five minutes.
    const definition = draft(anaphylaxisScenario.definition, (copy) => {
      stepOf(copy, "repeat-im-adrenaline").within = { seconds: 240, from: "give-im-adrenaline" };
    });
    const found = idealPath(definition);
    expect(found).toMatchObject({
      ok: false,
      unreachable: {
        action: "repeat-im-adrenaline",
        title: "Repeated the adrenaline after five minutes",
      },
    });
    expect(!found.ok && found.reason).toBe(
      "it cannot be done within 240 s of “Gave IM adrenaline without delay”: the steps it needs after that take at least 300 s",
    );
  });

  it("refuses a draft where the only way to a critical step makes an error, naming the step", () => {
    // The sharps bin only takes a needle that was resheathed first: an error of its own.
    const definition = draft(venepunctureScenario.definition, (copy) => {
      actionOf(copy, "resheathe-needle").adds = ["needle-capped"];
      actionOf(copy, "dispose-sharps").requires = ["needle-loose", "needle-capped"];
    });
    const found = idealPath(definition);
    expect(found).toMatchObject({
      ok: false,
      unreachable: { action: "dispose-sharps", title: "Disposed of the needle straight away" },
    });
    const resheathed = definition.errors.find((error) => error.id === "needle-resheathed")!;
    expect(!found.ok && found.reason).toBe(
      `it needs “needle-capped”, which can be had only by making an error: “${resheathed.title}”`,
    );
  });

  it("refuses a draft whose limit the steps it must follow overrun, found by searching, naming the step", () => {
    // Flushing now takes 40 s and the sharps must wait for it: the definition alone does not show
    // the 30 s limit is overrun (the order does), so the search finds it late on every path.
    const definition = draft(ivCannulationScenario.definition, (copy) => {
      actionOf(copy, "flush").takesSeconds = 40;
      stepOf(copy, "dispose-sharps").after = ["remove-needle", "flush"];
    });
    const found = idealPath(definition, { maxStates: 300 });
    expect(found).toMatchObject({
      ok: false,
      unreachable: {
        action: "dispose-sharps",
        title: "Put the needle in the sharps bin straight away",
      },
    });
    expect(!found.ok && found.reason).toBe(
      "it cannot be done within 30 s of “Withdrew the needle with pressure beyond the tip”: the quickest path found takes 41 s",
    );
  });
});

/**
 * A log a session could record: each action offered by the engine at its moment (the patient
 * included) and none begun before the one before it had ended.
 */
function expectRecordable(
  definition: ScenarioDefinition,
  log: { actionId: string; offsetMs: number }[],
  seed: number,
) {
  for (const [index, entry] of log.entries()) {
    const before = log.slice(0, index);
    expect(entry.offsetMs).toBeGreaterThanOrEqual(replay(definition, before).clockMs);
    const { state } = sessionStateAt(definition, seed, before, entry.offsetMs);
    const action = definition.actions.find((candidate) => candidate.id === entry.actionId)!;
    expect(isAvailable(action, state), `${entry.actionId} at ${entry.offsetMs} ms`).toBe(true);
  }
}
