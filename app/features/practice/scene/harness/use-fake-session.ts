import { useCallback, useMemo, useState } from "react";
import type {
  PracticeViewProps,
  SceneTarget,
  SceneTargetState,
} from "@common/practice/scene-contract";
import { fakeProcedure } from "./fake-procedure";

export type LoggedAction = { actionId: string; label: string; right: boolean; atMs: number };

/**
 * The view props a session page would pass, from the fake procedure held in memory: a right
 * choice moves to the next step, a wrong one is logged and the step stays. Recording takes a
 * short while (busy), as a round trip to the server would.
 */
export function useFakeSession(recordMs = 150) {
  const [stepIndex, setStepIndex] = useState(0);
  const [targetStates, setTargetStates] = useState<Partial<Record<SceneTarget, SceneTargetState>>>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const [log, setLog] = useState<LoggedAction[]>([]);
  const [startedAt] = useState(() => performance.now());
  const step = fakeProcedure[stepIndex];
  const actions = useMemo(
    () => (step ? [step.right, ...(step.wrong ? [step.wrong] : [])] : []),
    [step],
  );

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

  const view: PracticeViewProps = { actions, targetStates, onAction, busy };
  return { view, log, finished: !step };
}
