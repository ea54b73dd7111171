import {
  applyAction,
  initialState,
  performed,
  stateAt,
  type LoggedAction,
  type SessionState,
} from "./engine";
import type { Patient } from "./physiology";
import type { ScenarioDefinition } from "./scenario";

export type InefficiencyResult = {
  id: string;
  title: string;
  why: string;
  /** How many times it was done. */
  count: number;
  /** The first time, in seconds from the start. */
  atSeconds: number;
  /** What it took from the score, after the scenario's cap on all of them together. */
  penalty: number;
};

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/**
 * What a session did that served no purpose (docs/product/practice.md#inefficiencies), from its
 * log: an action repeated when nothing had changed since its last time and it changed nothing
 * itself (hand gel twenty times over; a dose beyond the ones that count), and the scenario's own
 * rules (the tourniquet applied again after the cannula is in). Each counts once, with how often.
 */
export function inefficienciesOf(
  definition: ScenarioDefinition,
  log: readonly LoggedAction[],
  patient: Patient | null,
): InefficiencyResult[] {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  const { repeatPenalty, maxPenalty, rules } = definition.inefficiencies;
  const found = new Map<string, Omit<InefficiencyResult, "penalty"> & { wants: number }>();
  const note = (id: string, atMs: number, item: { title: string; why: string; wants: number }) => {
    const seen = found.get(id);
    if (seen) seen.count += 1;
    else found.set(id, { id, ...item, count: 1, atSeconds: Math.round(atMs / 1000) });
  };

  // How many choices had changed the conditions so far, at each action's last time: a round trip
  // (tourniquet on, then off) is a change even though the conditions end as they were.
  let changes = 0;
  const changesAtLast = new Map<string, number>();
  const timesDone = new Map<string, number>();
  let state: SessionState = initialState();
  for (const entry of performed(log)) {
    const action = byId.get(entry.actionId);
    if (!action) continue;
    const judged = stateAt(state, patient, entry.offsetMs);
    let ruled = false;
    for (const rule of rules) {
      if (
        rule.on === action.id &&
        rule.when.every((condition) => judged.conditions.has(condition)) &&
        !rule.unless.some((condition) => judged.conditions.has(condition))
      ) {
        note(rule.id, entry.offsetMs, { title: rule.title, why: rule.why, wants: rule.penalty });
        ruled = true;
      }
    }
    const next = applyAction(state, action, entry.offsetMs);
    const count = (timesDone.get(action.id) ?? 0) + 1;
    const stillActs = (definition.physiology?.effects ?? []).some(
      (effect) => effect.action === action.id && count <= effect.maxTimes,
    );
    const previous = changesAtLast.get(action.id);
    // A choice a scenario rule already named is not counted again as a repeat.
    if (
      !ruled &&
      previous === changes &&
      !stillActs &&
      sameSet(state.conditions, next.conditions)
    ) {
      note(`repeat-${action.id}`, entry.offsetMs, {
        title: `Repeated with nothing changed: ${action.label}`,
        why: "Nothing had changed since the last time, and doing it again changed nothing. At the bedside it costs time the patient may need.",
        wants: repeatPenalty,
      });
    }
    if (!sameSet(state.conditions, next.conditions)) changes += 1;
    timesDone.set(action.id, count);
    changesAtLast.set(action.id, changes);
    state = next;
  }

  let left = maxPenalty;
  return [...found.values()].map(({ wants, ...item }) => {
    const penalty = Math.min(wants, left);
    left -= penalty;
    return { ...item, penalty };
  });
}
