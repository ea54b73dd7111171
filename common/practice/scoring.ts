import {
  applyAction,
  errorsMade,
  initialState,
  patientOf,
  performed,
  stateAt,
  type LoggedAction,
  type SessionState,
} from "./engine";
import { inefficienciesOf, type InefficiencyResult } from "./inefficiencies";
import type { PatientOutcome } from "./observations";
import type { CriticalStep, LessonSection, ScenarioDefinition } from "./scenario";

export type StepStatus = "done" | "out-of-order" | "late" | "out-of-order-and-late" | "missed";

export type StepResult = {
  action: string;
  title: string;
  status: StepStatus;
  /** Seconds from the start when it was done; null when missed. */
  atSeconds: number | null;
  why: string;
  teaches: LessonSection;
  basis: string;
  /** For "out of order": the steps that should have come first. */
  before: string[];
  /** A safety step: missing it fails the session whatever the score. */
  safety: boolean;
};

export type ErrorResult = {
  id: string;
  title: string;
  atSeconds: number;
  penalty: number;
  why: string;
  teaches: LessonSection;
  basis: string;
};

export type AttemptScore = {
  score: number;
  /** At or above the scenario's pass mark with no safety step missed. */
  passed: boolean;
  /** The titles of the safety steps missed, in the procedure's order. */
  missedSafety: string[];
  totalSeconds: number;
  overTime: boolean;
  steps: StepResult[];
  errors: ErrorResult[];
  /** Choices that changed nothing or undid a step after its time, with their (capped) penalty. */
  inefficiencies: InefficiencyResult[];
  /** How the patient ended, for scenarios with one; null for a still patient. */
  patient: { outcome: PatientOutcome; news2AtStart: number; news2AtEnd: number } | null;
};

// A step done but out of order, or too late, earns half; both, a quarter; missed, nothing.
const credit: Record<StepStatus, number> = {
  done: 1,
  "out-of-order": 0.5,
  late: 0.5,
  "out-of-order-and-late": 0.25,
  missed: 0,
};

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * The score of a finished session, from its log alone (and the attempt's seed, which only varies
 * the patient) (docs/product/practice.md#scoring: never from the client): the
 * share of critical steps done in order and in time, less each error's penalty and the
 * over-time penalty, between 0 and 100. It passes at the scenario's pass mark with no safety
 * step missed (docs/product/learning.md#evidence-of-completion).
 */
export function scoreAttempt(
  definition: ScenarioDefinition,
  log: readonly LoggedAction[],
  finishedAtMs: number,
  seed = 0,
): AttemptScore {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  const times = new Map<string, number[]>();
  const errors = new Map<string, ErrorResult>();
  const patient = patientOf(definition, seed, log);
  let state: SessionState = initialState();

  const noteErrors = (on: string, atMs: number) => {
    for (const error of errorsMade(definition, stateAt(state, patient, atMs), on)) {
      if (errors.has(error.id)) continue;
      const { id, title, penalty, why, teaches, basis } = error;
      errors.set(id, { id, title, penalty, why, teaches, basis, atSeconds: seconds(atMs) });
    }
  };

  for (const entry of performed(log)) {
    const action = byId.get(entry.actionId);
    if (!action) continue;
    noteErrors(action.id, entry.offsetMs);
    times.set(action.id, [...(times.get(action.id) ?? []), entry.offsetMs]);
    state = applyAction(state, action, entry.offsetMs);
  }
  const endMs = Math.max(finishedAtMs, state.clockMs);
  noteErrors("finish", endMs);

  const steps = definition.critical.map((step) => judgeStep(definition, step, times));
  const earned = steps.reduce((sum, step) => sum + credit[step.status], 0);
  const overTime = endMs > definition.targetSeconds * 1000;
  const inefficiencies = inefficienciesOf(definition, log, patient);
  const penalties =
    [...errors.values()].reduce((sum, error) => sum + error.penalty, 0) +
    inefficiencies.reduce((sum, item) => sum + item.penalty, 0) +
    (overTime ? definition.overTimePenalty : 0);
  const score = Math.max(0, Math.min(100, Math.round((100 * earned) / steps.length) - penalties));
  const missedSafety = steps
    .filter((step) => step.safety && step.status === "missed")
    .map((step) => step.title);
  return {
    score,
    passed: score >= definition.passMark && missedSafety.length === 0,
    missedSafety,
    totalSeconds: seconds(endMs),
    overTime,
    steps,
    errors: [...errors.values()],
    inefficiencies,
    patient: patient && {
      outcome: patient.outcomeAt(endMs / 1000),
      news2AtStart: patient.at(0).news2.total,
      news2AtEnd: patient.at(endMs / 1000).news2.total,
    },
  };
}

/**
 * A critical step counts at its first time after every step it must follow (a repeatable step,
 * such as releasing the tourniquet, may also have been done earlier); its time limit runs from
 * the latest time of its `from` step before it.
 */
function judgeStep(
  definition: ScenarioDefinition,
  step: CriticalStep,
  times: Map<string, number[]>,
): StepResult {
  const base = { action: step.action, title: step.title, why: step.why, safety: step.safety };
  const rest = { teaches: step.teaches, basis: step.basis };
  const own = times.get(step.action) ?? [];
  if (own.length === 0) return { ...base, ...rest, status: "missed", atSeconds: null, before: [] };
  const firstOf = (ref: string) => times.get(ref)?.[0];
  const readyAt = Math.max(...step.after.map((ref) => firstOf(ref) ?? Infinity), -1);
  const inOrder = own.find((at) => at > readyAt);
  const at = inOrder ?? own[0]!;
  const notBefore = step.after.filter((ref) => !((firstOf(ref) ?? Infinity) < at));
  // Timed from a step never done before it (antibiotics with sepsis never named), the limit runs
  // from the start: skipping the step it is timed from must not lift the limit.
  const fromTimes = step.within?.from ? (times.get(step.within.from) ?? []) : [];
  const from = fromTimes.filter((time) => time <= at).at(-1) ?? 0;
  const late = step.within !== undefined && at - from > step.within.seconds * 1000;
  const outOfOrder = notBefore.length > 0;
  const status: StepStatus =
    outOfOrder && late
      ? "out-of-order-and-late"
      : outOfOrder
        ? "out-of-order"
        : late
          ? "late"
          : "done";
  const titleOf = new Map(definition.critical.map((other) => [other.action, other.title]));
  const before = notBefore.map((ref) => titleOf.get(ref) ?? ref);
  return { ...base, ...rest, status, atSeconds: seconds(at), before };
}
