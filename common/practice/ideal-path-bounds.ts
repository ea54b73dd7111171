import { patientCondition } from "./engine";
import { patientOutcomes } from "./observations";
import type { CriticalStep, ScenarioAction, ScenarioDefinition } from "./scenario";

/**
 * Proofs that a critical step cannot be done, read from the definition before any search
 * (decision 0070). Each relaxes the rules (nothing is ever removed or barred), so what it finds
 * impossible is impossible in every session; what it allows, the search must still find.
 */
const quote = (text: string) => `“${text}”`;

/** An error this action makes whenever it can be chosen: its conditions are the action's own needs. */
export function alwaysErrs(definition: ScenarioDefinition, action: ScenarioAction) {
  return definition.errors.find(
    (error) =>
      error.on === action.id &&
      error.unless.length === 0 &&
      error.when.every((condition) => action.requires.includes(condition)),
  );
}

/** What can ever hold, and which actions can ever be chosen, starting from nothing. */
function reachable(definition: ScenarioDefinition, allowed: (action: ScenarioAction) => boolean) {
  const conditions = new Set<string>(
    definition.physiology ? patientOutcomes.map(patientCondition) : [],
  );
  const actions = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const action of definition.actions) {
      if (actions.has(action.id) || !allowed(action)) continue;
      if (!action.requires.every((condition) => conditions.has(condition))) continue;
      actions.add(action.id);
      for (const condition of action.adds) conditions.add(condition);
      grew = true;
    }
  }
  return { conditions, actions };
}

/** Why the step's action can never be chosen, or chosen only by making an error; else null. */
export function neverPossible(definition: ScenarioDefinition, step: CriticalStep): string | null {
  const action = definition.actions.find((candidate) => candidate.id === step.action)!;
  const any = reachable(definition, () => true);
  const missing = action.requires.find((condition) => !any.conditions.has(condition));
  if (missing !== undefined) {
    const adders = definition.actions.filter((candidate) => candidate.adds.includes(missing));
    if (adders.length === 0) return `it needs ${quote(missing)}, which no action adds`;
    const names = adders.map((adder) => quote(adder.label)).join(", ");
    return `it needs ${quote(missing)}, which only ${names} adds, and that can never be done`;
  }
  const own = alwaysErrs(definition, action);
  if (own) return `it can be done only by making an error: ${quote(own.title)}`;
  const safe = reachable(definition, (candidate) => !alwaysErrs(definition, candidate));
  const unsafe = action.requires.find((condition) => !safe.conditions.has(condition));
  if (unsafe === undefined) return null;
  const errors = definition.actions
    .filter((candidate) => candidate.adds.includes(unsafe))
    .map((adder) => alwaysErrs(definition, adder))
    .filter((error) => error !== undefined)
    .map((error) => quote(error.title));
  return `it needs ${quote(unsafe)}, which can be had only by making an error: ${[...new Set(errors)].join(", ") || "one on the way to it"}`;
}

/**
 * The least scenario time from the start (or from the step the limit runs from) before the step
 * can be done, taking only the time steps themselves take: if even that exceeds the step's
 * limit, it is late in every session.
 */
export function tooSlow(definition: ScenarioDefinition, step: CriticalStep): string | null {
  if (!step.within) return null;
  const limit = step.within.seconds;
  const fromStart = earliest(definition, step.action, new Set(), null);
  const fromId = step.within.from;
  const from = fromId ? definition.actions.find((action) => action.id === fromId)! : null;
  if (!from || from.repeatable) {
    if (fromStart <= limit || from) return null;
    return `it cannot be done within ${limit} s of the start: the steps it needs take at least ${fromStart} s`;
  }
  // Done before its `from` step, the limit runs from the start; after it, from that step, with
  // whatever does not need it already done.
  const before = reachable(definition, (action) => action.id !== from.id);
  const canPrecede = before.actions.has(step.action) && !followsInOrder(definition, step, from.id);
  if (canPrecede && fromStart <= limit) return null;
  const afterFrom = earliest(definition, step.action, before.conditions, from);
  if (afterFrom <= limit) return null;
  const title = definition.critical.find((other) => other.action === from.id)?.title ?? from.label;
  return `it cannot be done within ${limit} s of ${quote(title)}: the steps it needs after that take at least ${afterFrom} s`;
}

/**
 * Earliest start of `target` in seconds, with `ready` holding at 0 and `first` (if any) done at 0;
 * durations add, nothing is removed.
 */
function earliest(
  definition: ScenarioDefinition,
  target: string,
  ready: ReadonlySet<string>,
  first: ScenarioAction | null,
) {
  const at = new Map<string, number>([...ready].map((condition) => [condition, 0]));
  if (definition.physiology)
    for (const outcome of patientOutcomes) at.set(patientCondition(outcome), 0);
  for (const condition of first?.adds ?? [])
    at.set(condition, Math.min(at.get(condition) ?? Infinity, first!.takesSeconds));
  const startOf = (action: ScenarioAction) =>
    Math.max(0, ...action.requires.map((condition) => at.get(condition) ?? Infinity));
  let changed = true;
  while (changed) {
    changed = false;
    for (const action of definition.actions) {
      if (action === first) continue;
      const start = startOf(action);
      if (start === Infinity) continue;
      for (const condition of action.adds) {
        if (start + action.takesSeconds < (at.get(condition) ?? Infinity)) {
          at.set(condition, start + action.takesSeconds);
          changed = true;
        }
      }
    }
  }
  return startOf(definition.actions.find((action) => action.id === target)!);
}

/** Whether the step must follow `action` through its `after` steps. */
function followsInOrder(definition: ScenarioDefinition, step: CriticalStep, action: string) {
  const byAction = new Map(definition.critical.map((other) => [other.action, other]));
  const seen = new Set<string>();
  const walk = (current: CriticalStep): boolean =>
    current.after.some((ref) => {
      if (ref === action) return true;
      if (seen.has(ref)) return false;
      seen.add(ref);
      return walk(byAction.get(ref)!);
    });
  return walk(step);
}
