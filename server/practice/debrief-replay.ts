import type { LoggedAction } from "@common/practice/engine";
import type { News2, Observations } from "@common/practice/observations";
import type { Patient } from "@common/practice/physiology";
import { sceneTargetNames } from "@common/practice/scene-contract";
import type { ScenarioDefinition } from "@common/practice/scenario";

/** The patient at one moment of the attempt, as the debrief charts and tables it. */
export type ObservationPoint = { atSeconds: number; observations: Observations; news2: News2 };

/**
 * What happened at one moment: a step done ("action"), an unsafe choice the tutor stopped
 * ("stopped"), a question to the tutor ("asked"), or a tutor's prompt ("prompt", merged in from
 * the tutor's events); with the patient as they were then, for scenarios with a patient.
 */
export type ReplayEvent = {
  key: string;
  kind: "action" | "stopped" | "asked" | "prompt";
  atSeconds: number;
  label: string;
  object: string;
  errors: string[];
  patient: ObservationPoint | null;
};

// One row of the debrief's series per minute of scenario time: enough to see a trend, small to send.
export const seriesStepSeconds = 60;

export function pointAt(patient: Patient, atSeconds: number): ObservationPoint {
  return { atSeconds, ...patient.at(atSeconds) };
}

/** The patient every minute from the start to the end of the attempt, and at the end itself. */
export function observationSeries(patient: Patient, endSeconds: number): ObservationPoint[] {
  const times: number[] = [];
  for (let at = 0; at <= endSeconds; at += seriesStepSeconds) times.push(at);
  if (times.at(-1) !== endSeconds) times.push(endSeconds);
  return times.map((at) => pointAt(patient, at));
}

type LogEntry = LoggedAction & { step: number; outcome: { errorIds: string[] } };

/** The log as events in time order, each with the patient at its moment. */
export function replayEvents(
  definition: ScenarioDefinition,
  log: readonly LogEntry[],
  patient: Patient | null,
  prompts: readonly { atSeconds: number; text: string }[] = [],
): ReplayEvent[] {
  const actions = new Map(definition.actions.map((action) => [action.id, action]));
  const errorTitles = new Map(definition.errors.map((error) => [error.id, error.title]));
  const logged = log.map((entry): ReplayEvent => {
    const action = actions.get(entry.actionId);
    const atSeconds = Math.round(entry.offsetMs / 1000);
    return {
      key: `step-${entry.step}`,
      kind: entry.kind ?? "action",
      atSeconds,
      label: action?.label ?? entry.actionId,
      object: action ? sceneTargetNames[action.target] : "",
      errors: entry.outcome.errorIds.map((id) => errorTitles.get(id) ?? id),
      patient: patient && pointAt(patient, atSeconds),
    };
  });
  const prompted = prompts.map((prompt, index): ReplayEvent => ({
    key: `prompt-${index}`,
    kind: "prompt",
    atSeconds: prompt.atSeconds,
    label: prompt.text,
    object: "",
    errors: [],
    patient: patient && pointAt(patient, prompt.atSeconds),
  }));
  // A stable sort: at the same second, the log's order, then the tutor's prompts.
  return [...logged, ...prompted].sort((a, b) => a.atSeconds - b.atSeconds);
}
