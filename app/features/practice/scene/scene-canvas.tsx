import { useRef, type ReactNode } from "react";
import { Canvas, useFrame } from "@react-three/fiber";
import { XR, XROrigin, type XRStore } from "@react-three/xr";
import {
  sceneTargets,
  type SceneTarget,
  type SceneTargetState,
} from "@common/practice/scene-contract";
import { BedsideRoom } from "./bedside-room";
import { immersiveOrigin, screenCamera } from "./scene-layout";
import type { ScenePoint } from "./scene-menu";
import { SceneObject } from "./scene-object";

type Props = {
  store: XRStore;
  targetStates: Partial<Record<SceneTarget, SceneTargetState>>;
  highlighted: SceneTarget | null;
  onPick: (target: SceneTarget, point?: ScenePoint) => void;
  onHover: (target: SceneTarget | null) => void;
  /** Called once the first frame is on screen, its objects ready for the pointer. */
  onReady: () => void;
  /** "demand" draws only when something changes; a headset session draws every frame anyway. */
  frameloop: "demand" | "always";
  /** What only a headset shows (the floating action buttons). */
  children?: ReactNode;
};

/**
 * The bedside in three.js. Light for software rendering and phones: Lambert shading, no
 * shadows, no tone mapping, at most 1.5 device pixels per CSS pixel, and frames drawn only on
 * change. In a headset, @react-three/xr takes over the camera; the learner stands at
 * `immersiveOrigin`.
 */
export function SceneCanvas(props: Props) {
  const { store, targetStates, highlighted, onPick, onHover, onReady, frameloop, children } = props;
  return (
    <Canvas
      frameloop={frameloop}
      dpr={[1, 1.5]}
      flat
      gl={{ antialias: false, stencil: false, powerPreference: "low-power" }}
      camera={{ position: screenCamera.position, fov: screenCamera.fov, near: 0.05, far: 20 }}
      onCreated={({ camera }) => camera.lookAt(...screenCamera.target)}
      style={{ touchAction: "pan-y" }}
      onPointerMissed={() => onHover(null)}
    >
      <color attach="background" args={["#dfe6e8"]} />
      <hemisphereLight args={["#ffffff", "#8d8778", 2.2]} />
      <directionalLight position={[1.5, 3, 2]} intensity={1.6} />
      <XR store={store}>
        <XROrigin position={immersiveOrigin} />
        <BedsideRoom />
        {sceneTargets.map((target) => (
          <SceneObject
            key={target}
            target={target}
            states={targetStates}
            highlighted={highlighted === target}
            onPick={onPick}
            onHover={onHover}
          />
        ))}
        {children}
      </XR>
      <FirstFrame onReady={onReady} />
    </Canvas>
  );
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
