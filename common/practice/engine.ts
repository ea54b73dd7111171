import type { PracticeAction, PracticeViewProps } from "./scene-contract";
import type { ScenarioAction, ScenarioDefinition } from "./scenario";

/** One recorded action of a session: what was chosen and when, on the session's clock. */
export type LoggedAction = { actionId: string; offsetMs: number };

/** Where a session stands after replaying its log: the conditions that hold, what was done. */
export type SessionState = { conditions: Set<string>; done: Set<string>; clockMs: number };

export function initialState(): SessionState {
  return { conditions: new Set(), done: new Set(), clockMs: 0 };
}

export function isAvailable(action: ScenarioAction, state: SessionState) {
  if (!action.repeatable && state.done.has(action.id)) return false;
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
  for (const entry of log) {
    const action = byId.get(entry.actionId);
    if (action) state = applyAction(state, action, entry.offsetMs);
  }
  return state;
}

export function availableActions(
  definition: ScenarioDefinition,
  state: SessionState,
): PracticeAction[] {
  return definition.actions
    .filter((action) => isAvailable(action, state))
    .map(({ id, label, target }) => ({ id, label, target }));
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
    (error) => error.on === on && error.when.every((condition) => state.conditions.has(condition)),
  );
}

/** The time the steps themselves took (drying skin), which the session's clock adds. */
export function simulatedMs(definition: ScenarioDefinition, log: readonly LoggedAction[]) {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  return log.reduce((sum, entry) => sum + (byId.get(entry.actionId)?.takesSeconds ?? 0) * 1000, 0);
}
