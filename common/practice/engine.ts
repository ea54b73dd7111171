import type { PatientOutcome } from "./observations";
import { simulatePatient, type Patient } from "./physiology";
import { sceneTargets, type PracticeAction, type PracticeViewProps } from "./scene-contract";
import type { ScenarioAction, ScenarioDefinition } from "./scenario";

/**
 * One entry of a session's log: what was chosen and when, on the session's clock. `kind` is
 * "action" (or absent) for a step done; "stopped" for an unsafe choice the tutor stopped before
 * it was done, and "asked" for a question to the tutor: neither changes the patient or the state.
 */
export type LoggedAction = {
  actionId: string;
  offsetMs: number;
  kind?: "action" | "stopped" | "asked";
};

/** Where a session stands after replaying its log: the conditions that hold, what was done. */
export type SessionState = { conditions: Set<string>; done: Set<string>; clockMs: number };

/** The condition the patient's state adds while it holds ("patient-deteriorating"): actions and errors may name it. */
export const patientCondition = (outcome: PatientOutcome) => `patient-${outcome}`;
const periArrest = patientCondition("peri-arrest");

export function initialState(): SessionState {
  return { conditions: new Set(), done: new Set(), clockMs: 0 };
}

/** The entries that were done: stopped choices and questions to the tutor are not. */
export function performed(log: readonly LoggedAction[]) {
  return log.filter((entry) => entry.kind === undefined || entry.kind === "action");
}

/**
 * Whether the action can be chosen now. Once the patient is peri-arrest the case has ended:
 * only actions written for that state (those requiring it) remain.
 */
export function isAvailable(action: ScenarioAction, state: SessionState) {
  if (!action.repeatable && state.done.has(action.id)) return false;
  if (state.conditions.has(periArrest) && !action.requires.includes(periArrest)) return false;
  return (
    action.requires.every((condition) => state.conditions.has(condition)) &&
    !action.barredBy.some((condition) => state.conditions.has(condition))
  );
}

/** The transition of one action; the clock moves on by the time the step itself takes. */
export function applyAction(state: SessionState, action: ScenarioAction, offsetMs: number) {
  const conditions = new Set(state.conditions);
  for (const condition of action.removes) conditions.delete(condition);
  for (const condition of action.adds) conditions.add(condition);
  const done = new Set(state.done).add(action.id);
  return { conditions, done, clockMs: offsetMs + action.takesSeconds * 1000 };
}

/** The state a log leads to (the log is the only truth: nothing else is stored). */
export function replay(definition: ScenarioDefinition, log: readonly LoggedAction[]) {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  let state = initialState();
  for (const entry of performed(log)) {
    const action = byId.get(entry.actionId);
    if (action) state = applyAction(state, action, entry.offsetMs);
  }
  return state;
}

/**
 * The scenario's patient for this attempt, or null for a procedure on a still patient. Oxygen
 * is on while the scenario's oxygen condition holds, replayed from the log at each moment.
 */
export function patientOf(
  definition: ScenarioDefinition,
  seed: number,
  log: readonly LoggedAction[],
): Patient | null {
  const physiology = definition.physiology;
  if (!physiology) return null;
  const done = performed(log);
  const times = new Map<string, number[]>();
  for (const entry of done) {
    times.set(entry.actionId, [...(times.get(entry.actionId) ?? []), entry.offsetMs / 1000]);
  }
  const oxygenChanges = conditionChanges(definition, done, physiology.oxygenCondition);
  const onOxygenAt = (seconds: number) =>
    oxygenChanges.findLast((change) => change.atSeconds <= seconds)?.holds ?? false;
  return simulatePatient(physiology, seed, times, onOxygenAt);
}

/** When a condition came to hold or stopped holding, replaying the log once, in time order. */
function conditionChanges(
  definition: ScenarioDefinition,
  done: readonly LoggedAction[],
  condition: string | undefined,
) {
  const changes: { atSeconds: number; holds: boolean }[] = [];
  if (condition === undefined) return changes;
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  let state = initialState();
  for (const entry of done) {
    const action = byId.get(entry.actionId);
    if (!action) continue;
    const held = state.conditions.has(condition);
    state = applyAction(state, action, entry.offsetMs);
    const holds = state.conditions.has(condition);
    if (holds !== held) changes.push({ atSeconds: entry.offsetMs / 1000, holds });
  }
  return changes;
}

/**
 * The state at `atMs` of scenario time, with the patient's condition added when the scenario
 * has a patient: what availability and errors are judged against.
 */
export function stateAt(state: SessionState, patient: Patient | null, atMs: number): SessionState {
  if (!patient) return state;
  const conditions = new Set(state.conditions).add(
    patientCondition(patient.outcomeAt(atMs / 1000)),
  );
  return { ...state, conditions };
}

/** A session's state now: the log replayed, with the patient as they are at `atMs`. */
export function sessionStateAt(
  definition: ScenarioDefinition,
  seed: number,
  log: readonly LoggedAction[],
  atMs: number,
) {
  const patient = patientOf(definition, seed, log);
  return { patient, state: stateAt(replay(definition, log), patient, atMs) };
}

export function availableActions(
  definition: ScenarioDefinition,
  state: SessionState,
): PracticeAction[] {
  return definition.actions
    .filter((action) => isAvailable(action, state))
    .map(({ id, label, target }) => ({ id, label, target }));
}

/** The objects the scenario's actions are done on: a view shows these and no others. */
export function targetsOf(definition: ScenarioDefinition): PracticeViewProps["targets"] {
  const used = new Set(definition.actions.map((action) => action.target));
  return sceneTargets.filter((target) => used.has(target));
}

/** How far each scene object has got; a later entry of the scenario's list wins. */
export function targetStatesOf(
  definition: ScenarioDefinition,
  state: SessionState,
): PracticeViewProps["targetStates"] {
  const states: PracticeViewProps["targetStates"] = {};
  for (const entry of definition.targetStates) {
    if (state.conditions.has(entry.when)) states[entry.target] = entry.state;
  }
  return states;
}

/** The errors choosing `on` (an action's id, or "finish") makes in this state. */
export function errorsMade(definition: ScenarioDefinition, state: SessionState, on: string) {
  return definition.errors.filter(
    (error) =>
      error.on === on &&
      error.when.every((condition) => state.conditions.has(condition)) &&
      !error.unless.some((condition) => state.conditions.has(condition)),
  );
}

/** The time the steps themselves took (drying skin), which the session's clock adds. */
export function simulatedMs(definition: ScenarioDefinition, log: readonly LoggedAction[]) {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  return performed(log).reduce(
    (sum, entry) => sum + (byId.get(entry.actionId)?.takesSeconds ?? 0) * 1000,
    0,
  );
}
