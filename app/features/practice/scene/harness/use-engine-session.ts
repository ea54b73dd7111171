import { useCallback, useEffect, useMemo, useState } from "react";
import {
  availableActions,
  errorsMade,
  patientOf,
  replay,
  simulatedMs,
  stateAt,
  targetStatesOf,
  targetsOf,
  type LoggedAction as EngineEntry,
} from "@common/practice/engine";
import type { MonitorView } from "@common/practice/observations";
import type { PracticeViewProps } from "@common/practice/scene-contract";
import { scenarioDefinitionSchema, type ScenarioDefinitionInput } from "@common/practice/scenario";
import type { LoggedAction } from "./use-fake-session";

const seed = 1;

/**
 * A seeded case (the harness passes the sepsis case) run by the practice engine itself, in memory: the
 * actions the engine offers now, the objects' states from the log, and the simulated patient on
 * the monitor at the session's clock (real time sped up by the case's time scale, as
 * server/practice/session-clock.ts runs it), recomputed every second. Nothing is saved.
 */
export function useEngineSession(input: ScenarioDefinitionInput, recordMs = 150) {
  const [definition] = useState(() => scenarioDefinitionSchema.parse(input));
  const [startedAt] = useState(() => performance.now());
  const [log, setLog] = useState<EngineEntry[]>([]);
  const [shown, setShown] = useState<LoggedAction[]>([]);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const clockMs = useCallback(
    (at: number) => {
      const scale = definition.physiology?.timeScale ?? 1;
      const elapsed = (at - startedAt) * scale + simulatedMs(definition, log);
      return Math.max(elapsed, replay(definition, log).clockMs);
    },
    [definition, startedAt, log],
  );
  const patient = useMemo(() => patientOf(definition, seed, log), [definition, log]);
  const clock = clockMs(now);
  const state = useMemo(
    () => stateAt(replay(definition, log), patient, clock),
    [definition, log, patient, clock],
  );
  const actions = useMemo(() => availableActions(definition, state), [definition, state]);
  const targetStates = useMemo(() => targetStatesOf(definition, state), [definition, state]);
  const monitor: MonitorView | null = useMemo(
    () => patient?.monitorAt(clock / 1000) ?? null,
    [patient, clock],
  );

  const onAction = useCallback(
    (actionId: string) => {
      const chosen = actions.find((action) => action.id === actionId);
      if (!chosen) return;
      setBusy(true);
      setTimeout(() => {
        const at = performance.now();
        const offsetMs = Math.round(clockMs(at));
        const right = errorsMade(definition, state, actionId).length === 0;
        setLog((entries) => [...entries, { actionId, offsetMs }]);
        setShown((entries) => [
          ...entries,
          { actionId, label: chosen.label, right, atMs: Math.round(at - startedAt) },
        ]);
        setNow(at);
        setBusy(false);
      }, recordMs);
    },
    [definition, actions, clockMs, state, startedAt, recordMs],
  );

  const view: PracticeViewProps = {
    actions,
    targetStates,
    onAction,
    busy,
    targets: targetsOf(definition),
    monitor,
  };
  return { view, log: shown, finished: actions.length === 0 };
}
