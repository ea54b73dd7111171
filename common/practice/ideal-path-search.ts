import {
  applyAction,
  errorsMade,
  initialState,
  isAvailable,
  patientOf,
  stateAt,
  type LoggedAction,
  type SessionState,
} from "./engine";
import type { ScenarioDefinition } from "./scenario";
import { commutingBefore, relevantActions } from "./ideal-path-moves";
import { scoreAttempt, type AttemptScore } from "./scoring";

/**
 * A bounded best-first search over what a session could record (decision 0070), driven only by
 * the engine (`isAvailable`, `applyAction`, `errorsMade`, `patientOf`, `stateAt`) and judged only
 * by the scoring (`scoreAttempt`): it knows no rule of its own, so what it finds the server would
 * score the same way.
 */
export type SearchOptions = {
  /** The critical steps (their actions) that must be done in order and in time. */
  goal: ReadonlySet<string>;
  /** Also finish the session: no error at finishing, the patient not peri-arrest, a pass. */
  finish: boolean;
  /** Relaxations used only to explain a refusal. */
  allowLate?: boolean;
  allowErrors?: boolean;
  seed: number;
  maxStates: number;
  /** A choice that took no time is followed this much later: scoring orders steps strictly. */
  minGapMs: number;
};

export type SearchResult =
  | { found: true; log: LoggedAction[]; finishedAtMs: number; score: AttemptScore }
  | { found: false; exhausted: boolean; states: number; best: LoggedAction[]; bestDone: string[] };

type Node = {
  log: LoggedAction[];
  state: SessionState;
  key: string;
  /** Goal steps still to do, as the parent's scoring saw them minus this action: the priority. */
  unmet: number;
  seq: number;
};

const finishStepMs = 60_000;

export function searchPath(definition: ScenarioDefinition, options: SearchOptions): SearchResult {
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  const stepOf = new Map(definition.critical.map((step) => [step.action, step]));
  const relevant = relevantActions(definition, options.goal);
  const commute = commutingBefore(definition, relevant);
  const timed = definition.critical.filter(
    (step) => step.within?.from && options.goal.has(step.action),
  );
  const heap = new MinHeap<Node>(
    (a, b) => a.unmet - b.unmet || a.state.clockMs - b.state.clockMs || a.seq - b.seq,
  );
  // The earliest clock each state was expanded at (once found viable): a later arrival is dropped.
  const reached = new Map<string, number>();
  const keyOf = (log: LoggedAction[], state: SessionState, credited: ReadonlySet<string>) => {
    // Where a time limit still running started matters as much as what holds (the tourniquet
    // applied again while the skin dried): two such states are not the same.
    const timers = timed
      .filter((step) => !credited.has(step.action))
      .map((step) => lastOffset(log, step.within!.from!));
    return `${[...credited].sort().join()}|${[...state.conditions].sort().join()}|${[...state.done].sort().join()}|${timers.join()}`;
  };
  let seq = 0;
  let states = 0;
  let best = { log: [] as LoggedAction[], done: [] as string[] };
  heap.push({ log: [], state: initialState(), key: "", unmet: options.goal.size, seq: seq++ });

  while (heap.size > 0) {
    if (states >= options.maxStates)
      return { found: false, exhausted: false, states, best: best.log, bestDone: best.done };
    const node = heap.pop()!;
    const { log, state } = node;
    if ((reached.get(node.key) ?? Infinity) <= state.clockMs) continue;
    const patient = patientOf(definition, options.seed, log);
    const last = log.at(-1);
    const nextMs = last ? Math.max(state.clockMs, last.offsetMs + options.minGapMs) : 0;
    const judged = stateAt(state, patient, nextMs);
    if (patient?.outcomeAt(state.clockMs / 1000) === "peri-arrest") continue;

    const score = scoreAttempt(definition, log, state.clockMs, options.seed);
    if (score.inefficiencies.length > 0) continue;
    if (!options.allowErrors && score.errors.some((error) => errorOnAction(definition, error.id)))
      continue;
    const credited = new Set<string>();
    let dead = false;
    for (const step of score.steps) {
      if (!options.goal.has(step.action)) continue;
      const counts = step.status === "done" || (options.allowLate && step.status === "late");
      if (counts) credited.add(step.action);
      // Late in order stays late (a step counts at its first time after those it follows); out
      // of order stays so unless the step can be done again.
      else if (step.status === "late") dead = true;
      else if (step.status !== "missed" && !byId.get(step.action)!.repeatable) dead = true;
    }
    if (dead) continue;
    if (!options.allowLate && expired(definition, log, nextMs, options, credited)) continue;

    reached.set(node.key, state.clockMs);
    states += 1;
    if (credited.size > best.done.length) best = { log, done: [...credited] };

    if (credited.size === options.goal.size) {
      if (!options.finish) return { found: true, log, finishedAtMs: state.clockMs, score };
      const finished = finishing(definition, log, state.clockMs, options.seed);
      if (finished) return { found: true, log, ...finished };
    }

    const previous = last && byId.get(last.actionId);
    for (const action of relevant) {
      // Two choices that commute are tried in one order only (the scenario's).
      if (previous && commute.get(previous.id)!.has(action.id)) continue;
      if (!isAvailable(action, judged)) continue;
      if (!options.allowErrors && errorsMade(definition, judged, action.id).length > 0) continue;
      const next = applyAction(state, action, nextMs);
      const step = stepOf.get(action.id);
      const ready = step?.after.every((ref) => credited.has(ref) || !options.goal.has(ref)) ?? true;
      const towardsGoal = options.goal.has(action.id) && !credited.has(action.id) && ready;
      const changes = !sameSet(next.conditions, state.conditions);
      // A step before its `after` steps would be out of order: only a repeatable one, for what it changes.
      if (options.goal.has(action.id) && !ready && !action.repeatable) continue;
      if (!changes && !towardsGoal) continue;
      const childLog = [...log, { actionId: action.id, offsetMs: nextMs }];
      const key = keyOf(childLog, next, towardsGoal ? new Set(credited).add(action.id) : credited);
      if ((reached.get(key) ?? Infinity) <= next.clockMs) continue;
      const unmet = options.goal.size - credited.size - (towardsGoal ? 1 : 0);
      heap.push({ log: childLog, state: next, key, unmet, seq: seq++ });
    }
  }
  return { found: false, exhausted: true, states, best: best.log, bestDone: best.done };
}

/** Errors a chosen action makes (those on finishing are judged only when finishing). */
function errorOnAction(definition: ScenarioDefinition, id: string) {
  return definition.errors.some((error) => error.id === id && error.on !== "finish");
}

/**
 * The earliest finish, now or up to the target in steps of a minute, that the scoring passes with
 * every step done, no error, nothing inefficient and the patient not peri-arrest.
 */
function finishing(
  definition: ScenarioDefinition,
  log: LoggedAction[],
  clockMs: number,
  seed: number,
) {
  const lastMs = Math.max(clockMs, definition.targetSeconds * 1000);
  for (let endMs = clockMs; endMs <= lastMs; endMs += finishStepMs) {
    const score = scoreAttempt(definition, log, endMs, seed);
    const ideal =
      score.passed &&
      score.errors.length === 0 &&
      score.inefficiencies.length === 0 &&
      score.steps.every((step) => step.status === "done") &&
      score.patient?.outcome !== "peri-arrest";
    if (ideal) return { finishedAtMs: endMs, score };
  }
  return null;
}

/**
 * Whether a goal step not yet done would already be late if done at once, asked of the scoring,
 * where nothing can restart its clock (timed from the start, or from a step done once and done).
 */
function expired(
  definition: ScenarioDefinition,
  log: LoggedAction[],
  atMs: number,
  options: SearchOptions,
  credited: Set<string>,
) {
  const done = new Set(log.map((entry) => entry.actionId));
  const byId = new Map(definition.actions.map((action) => [action.id, action]));
  const timed = definition.critical.filter((step) => {
    if (
      !step.within ||
      !options.goal.has(step.action) ||
      credited.has(step.action) ||
      done.has(step.action)
    )
      return false;
    const from = step.within.from;
    return from === undefined || (done.has(from) && !byId.get(from)!.repeatable);
  });
  if (timed.length === 0) return false;
  const probe = [...log, ...timed.map((step) => ({ actionId: step.action, offsetMs: atMs }))];
  const score = scoreAttempt(definition, probe, atMs, options.seed);
  return score.steps.some(
    (step) =>
      timed.some((t) => t.action === step.action) &&
      (step.status === "late" || step.status === "out-of-order-and-late"),
  );
}

const lastOffset = (log: LoggedAction[], actionId: string) =>
  log.findLast((entry) => entry.actionId === actionId)?.offsetMs ?? -1;

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/** A binary heap: the search's open list. */
class MinHeap<T> {
  private items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => number) {}
  get size() {
    return this.items.length;
  }
  push(item: T) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.before(items[i]!, items[parent]!) >= 0) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < items.length && this.before(items[left]!, items[least]!) < 0) least = left;
        if (right < items.length && this.before(items[right]!, items[least]!) < 0) least = right;
        if (least === i) break;
        [items[i], items[least]] = [items[least]!, items[i]!];
        i = least;
      }
    }
    return top;
  }
}
