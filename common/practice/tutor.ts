import { errorsMade, performed, replay, type LoggedAction } from "./engine";
import { news2RiskWords } from "./news2";
import type { MonitorView } from "./observations";
import type { CriticalStep, LessonSection, ScenarioDefinition, ScenarioError } from "./scenario";

/**
 * The tutor of coach mode (docs/product/practice.md#tutor, decision 0056). Everything it says is
 * the scenario's own data: a critical step's hint, why and basis, an error's why and basis, the
 * monitor's NEWS2 in the RCP chart's words, each with the lesson section that teaches it. Pure:
 * the same scenario, log and time always say the same thing, in a session and in its debrief.
 */
export type PracticeMode = "coached" | "assessed";

/** One thing the tutor says, with the guidance it rests on and where the course teaches it. */
export type TutorSaying = { text: string; basis?: string; teaches?: LessonSection };

export type TutorPrompt = TutorSaying & { step: string; atSeconds: number };

export type TutorEvent = TutorSaying & {
  atSeconds: number;
  kind: "prompt" | "stopped" | "answer";
};

/** A log entry as the server keeps it: a stopped one may carry the errors it would have made. */
export type TutorLogEntry = LoggedAction & { outcome?: { errorIds: readonly string[] } };

const seconds = (ms: number) => Math.round(ms / 1000);

/** The first critical step not yet done whose `after` steps are all done; null when none is left. */
export function nextCriticalStep(
  definition: ScenarioDefinition,
  log: readonly LoggedAction[],
): CriticalStep | null {
  const done = new Set(performed(log).map((entry) => entry.actionId));
  return (
    definition.critical.find(
      (step) => !done.has(step.action) && step.after.every((ref) => done.has(ref)),
    ) ?? null
  );
}

/** The step's hint, or a question made of its title where the scenario wrote none. */
export function hintOf(step: CriticalStep) {
  return step.hint ?? `Have you done this yet: “${step.title}”?`;
}

/** The end of the last step done on the session's clock, or the start: stalling is measured from it. */
function lastProgressMs(definition: ScenarioDefinition, log: readonly LoggedAction[]) {
  return replay(definition, log).clockMs;
}

function promptFor(step: CriticalStep, atMs: number): TutorPrompt {
  return {
    step: step.action,
    atSeconds: seconds(atMs),
    text: hintOf(step),
    basis: step.basis,
    teaches: step.teaches,
  };
}

/**
 * The prompt due at `atMs` in coach mode: once `coach.stallSeconds` of scenario time have passed
 * since the last step done (or the start) with a critical step still waiting. Null otherwise, and
 * always null in assessed mode.
 */
export function stallPrompt(
  definition: ScenarioDefinition,
  log: readonly LoggedAction[],
  atMs: number,
  mode: PracticeMode,
): TutorPrompt | null {
  if (mode !== "coached") return null;
  const step = nextCriticalStep(definition, log);
  if (!step) return null;
  const dueMs = lastProgressMs(definition, log) + definition.coach.stallSeconds * 1000;
  return atMs >= dueMs ? promptFor(step, dueMs) : null;
}

/** Why the tutor stopped an action: each error it would have made, its why and its source. */
export function stopExplanation(errors: readonly ScenarioError[]): TutorSaying[] {
  return errors.map((error) => ({
    text: `Stopped: ${error.title}. ${error.why}`,
    basis: error.basis,
    teaches: error.teaches,
  }));
}

/**
 * The answer to "What should I check next?": the next critical step's hint and why it matters,
 * and, for a case with a patient, what the monitor shows now that calls for action.
 */
export function answerNext(
  definition: ScenarioDefinition,
  log: readonly LoggedAction[],
  monitor: MonitorView | null,
): TutorSaying & { monitor: string[] } {
  const step = nextCriticalStep(definition, log);
  const text = step
    ? `${hintOf(step)} Why it matters: ${step.why}`
    : "Every critical step of this scenario is done. Finish the session to see your debrief.";
  return {
    text,
    basis: step?.basis ?? definition.basis,
    teaches: step?.teaches,
    monitor: monitor ? monitorWorthActingOn(monitor) : [],
  };
}

/** NEWS2 with the response its risk calls for, in the chart's words, and each alarm sounding. */
export function monitorWorthActingOn(monitor: MonitorView): string[] {
  const { total, risk } = monitor.news2;
  return [
    `NEWS2 is ${total}: ${news2RiskWords[risk]}.`,
    ...monitor.alarms.map((alarm) => `Alarm: ${alarm.text}.`),
  ];
}

/**
 * What the tutor said during an attempt, for its debrief: a prompt at each stall (the last step's
 * end plus `stallSeconds`, for the step that was next then), each stopped action with why, each
 * answer to "What should I check next?". Empty for an assessed attempt.
 */
export function tutorEvents(
  definition: ScenarioDefinition,
  log: readonly TutorLogEntry[],
  endMs: number,
  mode: PracticeMode,
): TutorEvent[] {
  if (mode !== "coached") return [];
  const events: TutorEvent[] = [];
  const stallMs = definition.coach.stallSeconds * 1000;
  const errorsById = new Map(definition.errors.map((error) => [error.id, error]));
  const noteStall = (
    before: readonly LoggedAction[],
    untilMs: number,
    alreadyPrompted: boolean,
  ) => {
    const step = nextCriticalStep(definition, before);
    const dueMs = lastProgressMs(definition, before) + stallMs;
    // Acting at the very moment the prompt fell due is not stalling.
    if (step && !alreadyPrompted && untilMs > dueMs) {
      const { step: _step, ...prompt } = promptFor(step, dueMs);
      events.push({ kind: "prompt", ...prompt });
      return true;
    }
    return alreadyPrompted;
  };

  let prompted = false;
  for (const [index, entry] of log.entries()) {
    const before = log.slice(0, index);
    prompted = noteStall(before, entry.offsetMs, prompted);
    const atSeconds = seconds(entry.offsetMs);
    if (entry.kind === "stopped") {
      const errors =
        entry.outcome?.errorIds.flatMap((id) => errorsById.get(id) ?? []) ??
        errorsMade(definition, replay(definition, before), entry.actionId);
      for (const saying of stopExplanation(errors)) {
        events.push({ kind: "stopped", atSeconds, ...saying });
      }
    } else if (entry.kind === "asked") {
      const { monitor: _monitor, ...answer } = answerNext(definition, before, null);
      events.push({ kind: "answer", atSeconds, ...answer });
    } else {
      prompted = false;
    }
  }
  noteStall(log, endMs, prompted);
  return events.sort((a, b) => a.atSeconds - b.atSeconds);
}
