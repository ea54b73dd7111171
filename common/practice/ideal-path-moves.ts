import type { ScenarioAction, ScenarioDefinition } from "./scenario";

// Which moves the ideal-path search tries (decision 0070): fewer moves, the same paths.

/**
 * The actions that can matter to the goal: its steps, whatever adds a condition one of them
 * needs or removes one that bars it (and so on back), what lifts an error's conditions, and what
 * changes the patient. Anything else (an antihistamine given after adrenaline) is never tried.
 */
export function relevantActions(
  definition: ScenarioDefinition,
  goal: ReadonlySet<string>,
): ScenarioAction[] {
  const wanted = new Set<string>();
  const bars = new Set<string>();
  const keep = new Set<string>(goal);
  for (const effect of definition.physiology?.effects ?? []) keep.add(effect.action);
  for (const error of definition.errors)
    for (const condition of error.unless) wanted.add(condition);
  for (const error of definition.errors) for (const condition of error.when) bars.add(condition);
  let grew = true;
  while (grew) {
    grew = false;
    for (const action of definition.actions) {
      if (keep.has(action.id)) {
        for (const condition of action.requires) wanted.add(condition);
        for (const condition of action.barredBy) bars.add(condition);
        continue;
      }
      if (action.adds.some((c) => wanted.has(c)) || action.removes.some((c) => bars.has(c))) {
        keep.add(action.id);
        grew = true;
      }
    }
  }
  return definition.actions.filter((action) => keep.has(action.id));
}

/**
 * For each action, the actions listed before it that commute with it: both take no time, change
 * the patient not at all, neither touches a condition the other reads or writes (errors and
 * inefficiency rules on them included), and no critical step ties them by order or time. Done in
 * either order they reach the same state a second apart, so only the scenario's order is tried.
 */
export function commutingBefore(definition: ScenarioDefinition, actions: ScenarioAction[]) {
  const moving = new Set((definition.physiology?.effects ?? []).map((effect) => effect.action));
  for (const trend of definition.physiology?.trends ?? [])
    for (const stop of trend.stoppedBy) moving.add(stop.action);
  const reads = (action: ScenarioAction) => {
    const read = new Set([
      ...action.requires,
      ...action.barredBy,
      ...action.adds,
      ...action.removes,
    ]);
    for (const rule of [...definition.errors, ...definition.inefficiencies.rules]) {
      if (rule.on === action.id)
        for (const condition of [...rule.when, ...rule.unless]) read.add(condition);
    }
    return read;
  };
  const tied = (a: string, b: string) =>
    definition.critical.some(
      (step) =>
        (step.action === a && (step.after.includes(b) || step.within?.from === b)) ||
        (step.action === b && (step.after.includes(a) || step.within?.from === a)),
    );
  const free = (action: ScenarioAction) => action.takesSeconds === 0 && !moving.has(action.id);
  const commute = new Map<string, Set<string>>();
  for (const [index, a] of actions.entries()) {
    const before = new Set<string>();
    for (const b of actions.slice(0, index)) {
      const writesA = [...a.adds, ...a.removes];
      const writesB = [...b.adds, ...b.removes];
      const readA = reads(a);
      const readB = reads(b);
      if (
        free(a) &&
        free(b) &&
        !writesA.some((c) => readB.has(c)) &&
        !writesB.some((c) => readA.has(c)) &&
        !tied(a.id, b.id)
      ) {
        before.add(b.id);
      }
    }
    commute.set(a.id, before);
  }
  return commute;
}
