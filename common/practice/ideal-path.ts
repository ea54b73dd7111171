import type { LoggedAction } from "./engine";
import { searchPath, type SearchOptions } from "./ideal-path-search";
import { neverPossible, tooSlow } from "./ideal-path-bounds";
import type { CriticalStep, ScenarioDefinition } from "./scenario";
import { scoreAttempt, type AttemptScore } from "./scoring";

/**
 * The proof a scenario can be done well before it is published (issue 31, decision 0070): a log
 * a session could record that does every critical step in order and in time, makes none of the
 * scenario's errors, wastes nothing and leaves the patient short of peri-arrest, and that the
 * real scoring passes. When there is none, the first critical step no path reaches, and why.
 */
export type IdealPath =
  | {
      ok: true;
      log: LoggedAction[];
      /** The actions' labels, in order: what the editor shows. */
      steps: string[];
      finishedAtMs: number;
      score: AttemptScore;
    }
  | {
      ok: false;
      /** Null when every step is reached but no finish passes (an error at finishing). */
      unreachable: { action: string; title: string } | null;
      reason: string;
    };

export type IdealPathOptions = {
  /** The attempt's seed: it only varies the patient's start values. */
  seed?: number;
  /** States the search may expand, each time it runs. */
  maxStates?: number;
  /** Scenario time between two choices when the first took none (scoring orders them strictly). */
  minGapSeconds?: number;
};

export const defaultMaxStates = 2000;

export function idealPath(
  definition: ScenarioDefinition,
  options: IdealPathOptions = {},
): IdealPath {
  const base = {
    seed: options.seed ?? 0,
    maxStates: options.maxStates ?? defaultMaxStates,
    minGapMs: (options.minGapSeconds ?? 1) * 1000,
  };
  const { order, cycle } = inOrder(definition);
  if (cycle) return refused(cycle, "it must come after itself: its `after` steps lead back to it");
  // What the definition alone shows impossible needs no search.
  for (const step of order) {
    const reason = neverPossible(definition, step) ?? tooSlow(definition, step);
    if (reason) return refused(step, reason);
  }
  const all = new Set(definition.critical.map((step) => step.action));
  const whole = searchPath(definition, { ...base, goal: all, finish: true });
  if (whole.found) {
    const labels = new Map(definition.actions.map((action) => [action.id, action.label]));
    const steps = whole.log.map((entry) => labels.get(entry.actionId) ?? entry.actionId);
    return {
      ok: true,
      log: whole.log,
      steps,
      finishedAtMs: whole.finishedAtMs,
      score: whole.score,
    };
  }
  return explain(definition, base, order, whole);
}

type Base = Omit<SearchOptions, "goal" | "finish">;

/** The critical steps, each after the steps it follows, else in the scenario's order. */
function inOrder(definition: ScenarioDefinition) {
  const byAction = new Map(definition.critical.map((step) => [step.action, step]));
  const order: CriticalStep[] = [];
  const visiting = new Set<string>();
  let cycle: CriticalStep | null = null;
  const visit = (step: CriticalStep) => {
    if (order.includes(step)) return;
    if (visiting.has(step.action)) {
      cycle ??= step;
      return;
    }
    visiting.add(step.action);
    for (const ref of step.after) visit(byAction.get(ref)!);
    order.push(step);
  };
  for (const step of definition.critical) visit(step);
  return { order, cycle: cycle as CriticalStep | null };
}

/** Why no path was found: the first step that cannot be reached on its own, else together. */
function explain(
  definition: ScenarioDefinition,
  base: Base,
  order: CriticalStep[],
  whole: { bestDone: string[]; best: LoggedAction[] },
): IdealPath {
  const byAction = new Map(definition.critical.map((step) => [step.action, step]));
  const closure = (step: CriticalStep, into = new Set<string>()) => {
    into.add(step.action);
    for (const ref of step.after) if (!into.has(ref)) closure(byAction.get(ref)!, into);
    return into;
  };
  for (const step of order) {
    const reason = unreachableBecause(definition, base, step, closure(step));
    if (reason) return refused(step, reason);
  }
  const missing = order.find((step) => !whole.bestDone.includes(step.action));
  if (missing) {
    return refused(
      missing,
      `it can be reached on its own, but no path found within ${base.maxStates} states also does it in order and in time with every other critical step`,
    );
  }
  const endMs = whole.best.at(-1)?.offsetMs ?? 0;
  const end = scoreAttempt(definition, whole.best, endMs, base.seed);
  const errors = end.errors.map((error) => `“${error.title}”`).join(", ");
  return {
    ok: false,
    unreachable: null,
    reason: errors
      ? `every critical step can be done, but finishing then makes an error: ${errors}`
      : "every critical step can be done, but no finish passes: the patient is peri-arrest or the score is below the pass mark",
  };
}

const refused = (step: CriticalStep, reason: string): IdealPath => ({
  ok: false,
  unreachable: { action: step.action, title: step.title },
  reason,
});

/** Null when some path does the step and those it follows; else why none does, in words. */
function unreachableBecause(
  definition: ScenarioDefinition,
  base: Base,
  step: CriticalStep,
  goal: Set<string>,
): string | null {
  const strict = searchPath(definition, { ...base, goal, finish: false });
  if (strict.found) return null;
  const late = searchPath(definition, { ...base, goal, finish: false, allowLate: true });
  if (late.found) {
    const lateStep =
      late.score.steps.find((s) => goal.has(s.action) && s.status === "late") ?? null;
    const within = byActionOf(definition, lateStep?.action ?? step.action).within;
    if (lateStep && within) {
      const fromMs = fromTime(late.log, within.from, lateStep.atSeconds! * 1000);
      const took = Math.round(lateStep.atSeconds! - fromMs / 1000);
      const from = within.from ? `“${titleOf(definition, within.from)}”` : "the start";
      return `it cannot be done within ${within.seconds} s of ${from}: the quickest path found takes ${took} s`;
    }
  }
  const unsafe = searchPath(definition, { ...base, goal, finish: false, allowErrors: true });
  if (unsafe.found) {
    const made = unsafe.score.errors.filter((error) =>
      definition.errors.some((e) => e.id === error.id && e.on !== "finish"),
    );
    return `it can be reached only by making an error: ${made.map((error) => `“${error.title}”`).join(", ")}`;
  }
  return strict.exhausted
    ? "no sequence of the scenario's actions does it (with the steps it follows) without being late, out of order or unsafe"
    : `no path found within ${base.maxStates} states does it (with the steps it follows)`;
}

function byActionOf(definition: ScenarioDefinition, action: string) {
  return definition.critical.find((step) => step.action === action)!;
}

/** A step's title, else the action's label. */
function titleOf(definition: ScenarioDefinition, action: string) {
  return (
    definition.critical.find((step) => step.action === action)?.title ??
    definition.actions.find((candidate) => candidate.id === action)?.label ??
    action
  );
}

/** When the limit ran from: the latest time of its `from` step at or before the step, else the start. */
function fromTime(log: LoggedAction[], from: string | undefined, atMs: number) {
  if (!from) return 0;
  return (
    log.filter((entry) => entry.actionId === from && entry.offsetMs <= atMs).at(-1)?.offsetMs ?? 0
  );
}
