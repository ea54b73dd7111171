import { useCallback, useEffect, useState } from "react";
import {
  sceneTargetNames,
  type PracticeViewProps,
  type SceneTarget,
} from "@common/practice/scene-contract";
import { Button } from "~/components/ui/button";
import { patientPartNames } from "./bedside-models";
import { ObjectList } from "./object-list";
import { sceneDescription } from "./scene-description";
import { SceneCanvas } from "./scene-canvas";
import { SceneErrorBoundary } from "./scene-error-boundary";
import { SceneMenu, type ScenePoint } from "./scene-menu";
import { XrActionPanel } from "./xr-action-panel";
import { XrLeaveButton } from "./xr-leave-button";
import {
  createPracticeXRStore,
  useImmersiveVrSupported,
  useInImmersiveSession,
} from "./xr-session";

type Options = {
  /** "always" draws every frame: the bench's worst case; the product draws on change. */
  frameloop?: "demand" | "always";
};

/**
 * The 3D bedside of a practice session (docs/product/practice.md#practice-session): the screen mode by default, with mouse,
 * touch and keyboard, and "Enter VR" when the browser offers an immersive session. This module
 * is the session's separate chunk: the page loads it with React.lazy when a session starts.
 */
export default function PracticeScene(props: PracticeViewProps & Options) {
  const { targets, actions, targetStates, monitor, onAction, busy, frameloop = "demand" } = props;
  const [store] = useState(createPracticeXRStore);
  useEffect(() => () => store.destroy(), [store]);
  const vrSupported = useImmersiveVrSupported();
  const immersive = useInImmersiveSession(store);

  const [listFocus, setListFocus] = useState<SceneTarget | null>(null);
  const [sceneMenu, setSceneMenu] = useState<{ target: SceneTarget; point: ScenePoint } | null>(
    null,
  );
  const [panelTarget, setPanelTarget] = useState<SceneTarget | null>(null);
  const [message, setMessage] = useState("");
  const [ready, setReady] = useState(false);
  const [monitorDraws, setMonitorDraws] = useState(0);
  const countMonitorDraw = useCallback(() => setMonitorDraws((count) => count + 1), []);
  const [sceneBox, setSceneBox] = useState<HTMLDivElement | null>(null);

  // A click in the scene, a tap, or a controller's select.
  const pick = useCallback(
    (target: SceneTarget, point?: ScenePoint) => {
      const available = actions.filter((action) => action.target === target);
      if (busy) return setMessage("Wait a moment: your last action is being recorded.");
      if (available.length === 0) {
        return setMessage(`Nothing to do with the ${sceneTargetNames[target].toLowerCase()} now.`);
      }
      setMessage("");
      if (available.length === 1) return onAction(available[0]!.id);
      if (immersive || !point) setPanelTarget(target);
      else setSceneMenu({ target, point });
    },
    [actions, busy, immersive, onAction],
  );

  const panelActions = actions.filter((action) => action.target === panelTarget);
  const choose = useCallback(
    (actionId: string) => {
      setPanelTarget(null);
      setSceneMenu(null);
      if (!busy) onAction(actionId);
    },
    [busy, onAction],
  );

  return (
    <div
      className="grid gap-3"
      data-scene-ready={ready || undefined}
      data-patient-parts={patientPartNames.join(" ")}
      data-monitor-draws={targets.includes("monitor") ? monitorDraws : undefined}
    >
      {/* Square on a phone: room for the menu inside it, and the bedside's width kept in view. */}
      <div
        ref={setSceneBox}
        className="relative aspect-square max-h-[70vh] w-full overflow-hidden rounded-xl border border-border bg-[#dfe6e8] sm:aspect-[16/10]"
      >
        <div role="img" aria-label={sceneDescription(targets, monitor)} className="size-full">
          <SceneErrorBoundary>
            <SceneCanvas
              store={store}
              targets={targets}
              targetStates={targetStates}
              monitor={monitor}
              onMonitorDrawn={countMonitorDraw}
              listFocus={listFocus}
              onPick={pick}
              onReady={() => setReady(true)}
              frameloop={frameloop}
            >
              {immersive && <XrLeaveButton store={store} />}
              {immersive && panelTarget && panelActions.length > 0 && (
                <XrActionPanel
                  target={panelTarget}
                  actions={panelActions}
                  onChoose={choose}
                  onClose={() => setPanelTarget(null)}
                />
              )}
            </SceneCanvas>
          </SceneErrorBoundary>
        </div>
        <SceneMenu
          opened={sceneMenu}
          actions={actions}
          busy={busy}
          onAction={choose}
          onClose={() => setSceneMenu(null)}
          boundary={sceneBox}
        />
        {vrSupported && (
          <Button
            className="absolute top-3 right-3"
            variant={immersive ? "outline" : "primary"}
            onClick={() => {
              if (immersive) return void store.getState().session?.end();
              store.enterVR().catch(() => setMessage("The headset could not start a VR session."));
            }}
          >
            {immersive ? "Leave VR" : "Enter VR"}
          </Button>
        )}
      </div>
      <p role="status" className="min-h-6 text-sm text-ink">
        {busy ? "Recording your action…" : message}
      </p>
      <ObjectList
        targets={targets}
        actions={actions}
        targetStates={targetStates}
        busy={busy}
        onHighlight={setListFocus}
        onAction={choose}
      />
    </div>
  );
}
