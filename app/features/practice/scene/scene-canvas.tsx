import { useEffect, useRef, useState, type ReactNode } from "react";
import { Canvas, useFrame, useThree } from "@react-three/fiber";
import { XR, XROrigin, type XRStore } from "@react-three/xr";
import { PerspectiveCamera, Vector3 } from "three";
import type { MonitorView } from "@common/practice/observations";
import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import { litColour } from "./baked-model";
import { BedsideModel } from "./bedside-model";
import { wallColour } from "./bedside-room";
import { MonitorScreen } from "./monitor-screen";
import {
  compactCanvasWidth,
  immersiveOrigin,
  screenCamera,
  screenFov,
  trayItems,
} from "./scene-layout";
import type { ScenePoint } from "./scene-menu";
import { SceneObject } from "./scene-object";

// What is not drawn shows the wall behind the bed, lit as it would be (bedside-room.ts).
const background = litColour(wallColour, new Vector3(0, 0, 1));

type Props = {
  store: XRStore;
  /** The objects this scenario uses: the only ones shown and offered. */
  targets: SceneTarget[];
  targetStates: Partial<Record<SceneTarget, SceneTargetState>>;
  /** The patient's observations for the bedside monitor; null for a still patient. */
  monitor: MonitorView | null;
  /** The object the keyboard is on in the object list; the pointer's is tracked in here. */
  listFocus: SceneTarget | null;
  onPick: (target: SceneTarget, point?: ScenePoint) => void;
  /** Called once the first frame is on screen, its objects ready for the pointer. */
  onReady: () => void;
  /** Called each time the monitor's screen is redrawn (the tests count them). */
  onMonitorDrawn?: () => void;
  /** "demand" draws only when something changes; a headset session draws every frame anyway. */
  frameloop: "demand" | "always";
  /** What only a headset shows (the floating action buttons). */
  children?: ReactNode;
};

/**
 * The bedside in three.js. Light for software rendering and phones: lighting baked into the
 * vertices (no light is computed per pixel; `baked-model.ts`), the whole bedside in a handful
 * of merged meshes, colours written as they are (`screen-colour.ts`), no shadows, no tone
 * mapping, at most 1.5 device pixels per CSS pixel, and frames drawn only on change. In a
 * headset, @react-three/xr takes over the camera; the learner stands at `immersiveOrigin`.
 */
export function SceneCanvas(props: Props) {
  const { store, targets, targetStates, monitor, listFocus, onPick, onReady, frameloop } = props;
  return (
    <Canvas
      frameloop={frameloop}
      dpr={[1, 1.5]}
      flat
      linear
      gl={{ antialias: false, stencil: false, powerPreference: "low-power" }}
      camera={{ position: screenCamera.position, fov: screenCamera.fov, near: 0.05, far: 20 }}
      onCreated={({ camera }) => camera.lookAt(...screenCamera.target)}
      style={{ touchAction: "pan-y" }}
    >
      <primitive attach="background" object={background} />
      <FieldOfView />
      <XR store={store}>
        <XROrigin position={immersiveOrigin} />
        <BedsideModel targets={targets} states={targetStates} />
        {targets.includes("monitor") && (
          <MonitorScreen monitor={monitor} onDrawn={props.onMonitorDrawn} />
        )}
        <SceneObjects
          targets={targets}
          targetStates={targetStates}
          listFocus={listFocus}
          onPick={onPick}
        />
        {props.children}
      </XR>
      <FirstFrame onReady={onReady} />
    </Canvas>
  );
}

/** Keeps the bedside's width in view on a narrow (phone) canvas: see `screenFov`. */
function FieldOfView() {
  const size = useThree((state) => state.size);
  const get = useThree((state) => state.get);
  useEffect(() => {
    const { camera, invalidate } = get();
    if (!(camera instanceof PerspectiveCamera)) return;
    camera.fov = screenFov(size.width / size.height);
    camera.updateProjectionMatrix();
    invalidate();
  }, [get, size]);
  return null;
}

/**
 * The objects the pointer can act on. Which one it is over is kept here, inside the canvas, so
 * a pointer crossing an object re-renders only the two objects concerned, not the page around
 * the canvas (its object list alone is 18 menu buttons).
 */
function SceneObjects(props: Pick<Props, "targets" | "targetStates" | "listFocus" | "onPick">) {
  const { targets, targetStates, listFocus, onPick } = props;
  const [hovered, setHovered] = useState<SceneTarget | null>(null);
  const compact = useThree((state) => state.size.width < compactCanvasWidth);
  const highlighted = hovered ?? listFocus;
  return targets.map((target) => (
    <SceneObject
      key={target}
      target={target}
      state={targetStates[target] ?? "idle"}
      highlighted={highlighted === target}
      labelled={!compact || !trayItems.has(target)}
      onPick={onPick}
      onHover={setHovered}
    />
  ));
}

/** Reports the first frame drawn: the browser's next frame comes after it is on screen. */
function FirstFrame({ onReady }: { onReady: () => void }) {
  const reported = useRef(false);
  useFrame(() => {
    if (reported.current) return;
    reported.current = true;
    requestAnimationFrame(() => onReady());
  });
  return null;
}
