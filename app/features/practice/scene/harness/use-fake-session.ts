import { useCallback, useEffect, useMemo, useState } from "react";
import type { MonitorView } from "@common/practice/observations";
import { simulatePatient } from "@common/practice/physiology";
import {
  sceneTargets,
  type PracticeViewProps,
  type SceneTarget,
  type SceneTargetState,
} from "@common/practice/scene-contract";
import { fakeProcedure } from "./fake-procedure";
import { fakeWardPhysiology, fakeWardProcedure, fakeWardTargets } from "./fake-ward";

// The procedure runs at the bedside: the ward's equipment for a changing patient is not out.
const wardTargets = new Set<SceneTarget>(["monitor", "oxygen", "phone", "fluid-bag", "medicines"]);
const procedureTargets = sceneTargets.filter((target) => !wardTargets.has(target));

export type LoggedAction = { actionId: string; label: string; right: boolean; atMs: number };

/** "procedure": the IV cannulation on a still patient; "ward": a patient who changes, with a monitor. */
export type FakeCase = "procedure" | "ward";

/**
 * The view props a session page would pass, from the fake case held in memory: a right
 * choice moves to the next step, a wrong one is logged and the step stays. Recording takes a
 * short while (busy), as a round trip to the server would. In the ward case the monitor shows
 * the engine's simulated patient, recomputed every second.
 */
export function useFakeSession(fakeCase: FakeCase = "procedure", recordMs = 150) {
  const steps = fakeCase === "ward" ? fakeWardProcedure : fakeProcedure;
  const [stepIndex, setStepIndex] = useState(0);
  const [targetStates, setTargetStates] = useState<Partial<Record<SceneTarget, SceneTargetState>>>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<LoggedAction[]>([]);
  const [startedAt] = useState(() => performance.now());
  const step = steps[stepIndex];
  const actions = useMemo(
    () => (step ? [step.right, ...(step.wrong ? [step.wrong] : [])] : []),
    [step],
  );
  const monitor = useWardMonitor(fakeCase === "ward", log, startedAt);

  const onAction = useCallback(
    (actionId: string) => {
      const chosen = actions.find((action) => action.id === actionId);
      if (!chosen || !step) return;
      setBusy(true);
      setTimeout(() => {
        const right = chosen.id === step.right.id;
        const atMs = Math.round(performance.now() - startedAt);
        setLog((entries) => [...entries, { actionId, label: chosen.label, right, atMs }]);
        if (right) {
          setTargetStates((states) => ({ ...states, ...step.after }));
          setStepIndex((index) => index + 1);
        }
        setBusy(false);
      }, recordMs);
    },
    [actions, step, recordMs, startedAt],
  );

  const view: PracticeViewProps = {
    actions,
    targetStates,
    onAction,
    busy,
    targets: fakeCase === "ward" ? fakeWardTargets : procedureTargets,
    monitor,
  };
  return { view, log, finished: !step };
}

/** The ward case's monitor: the simulated patient at the scenario time of now, every second. */
function useWardMonitor(on: boolean, log: LoggedAction[], startedAt: number) {
  const { timeScale } = fakeWardPhysiology;
  const patient = useMemo(() => {
    const times = new Map<string, number[]>();
    for (const entry of log.filter((logged) => logged.right)) {
      times.set(entry.actionId, [
        ...(times.get(entry.actionId) ?? []),
        scenarioSeconds(entry.atMs),
      ]);
    }
    const oxygenFrom = times.get("oxygen")?.[0] ?? Infinity;
    return simulatePatient(fakeWardPhysiology, 1, times, (seconds) => seconds >= oxygenFrom);
    function scenarioSeconds(ms: number) {
      return (ms / 1000) * timeScale;
    }
  }, [log, timeScale]);
  const [monitor, setMonitor] = useState<MonitorView | null>(null);
  useEffect(() => {
    if (!on) return;
    const tick = () =>
      setMonitor(patient.monitorAt(((performance.now() - startedAt) / 1000) * timeScale));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [on, patient, startedAt, timeScale]);
  return on ? monitor : null;
}
