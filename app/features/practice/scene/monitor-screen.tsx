import { useEffect, useMemo, useState } from "react";
import { useThree } from "@react-three/fiber";
import type { MonitorView } from "@common/practice/observations";
import { ignoreRays } from "./ignore-rays";
import { createMonitorTexture, drawMonitor, monitorFigures } from "./monitor-texture";
import { placements } from "./scene-layout";
import { monitorScreen, monitorTurn } from "./ward-models";

/**
 * The figures on the bedside monitor's screen: one plane with a canvas texture, redrawn (and
 * uploaded, and a frame drawn) only when what it shows changes. `onDrawn` counts the redraws
 * for the tests.
 */
export function MonitorScreen({
  monitor,
  onDrawn,
}: {
  monitor: MonitorView | null;
  onDrawn?: () => void;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const [texture] = useState(createMonitorTexture);
  useEffect(() => () => texture.dispose(), [texture]);
  const figures = useMemo(() => (monitor ? monitorFigures(monitor) : null), [monitor]);
  const shown = JSON.stringify(figures);
  useEffect(() => {
    drawMonitor(texture, figures);
    invalidate();
    onDrawn?.();
    // Only a change of what is shown redraws: `figures` is a new object on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, texture, invalidate]);

  const { position } = placements.monitor;
  const [x, y, z] = monitorScreen.centre;
  return (
    <group position={position} rotation={[0, monitorTurn, 0]}>
      <mesh position={[x, y, z]} raycast={ignoreRays}>
        <planeGeometry args={[monitorScreen.width, monitorScreen.height]} />
        <meshBasicMaterial map={texture} toneMapped={false} />
      </mesh>
    </group>
  );
}
