import { useMemo } from "react";
import type { ThreeEvent } from "@react-three/fiber";
import { BoxGeometry, EdgesGeometry, MeshBasicMaterial } from "three";
import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import { SceneLabel } from "./scene-label";
import type { ScenePoint } from "./scene-menu";
import { placementOf } from "./scene-layout";
import { TargetModel } from "./target-model";

type Props = {
  target: SceneTarget;
  states: Partial<Record<SceneTarget, SceneTargetState>>;
  /** Under the pointer, the controller's ray, or the keyboard's focus in the object list. */
  highlighted: boolean;
  /** A click, tap or controller select; `point` is where on the canvas, when on a screen. */
  onPick: (target: SceneTarget, point?: ScenePoint) => void;
  onHover: (target: SceneTarget | null) => void;
};

// The hit box is drawn into neither colour nor depth, but stays visible to rays.
const hitMaterial = new MeshBasicMaterial({ colorWrite: false, depthWrite: false });
const focusFill = new MeshBasicMaterial({
  color: "#1f63d6",
  transparent: true,
  opacity: 0.18,
  depthWrite: false,
});

const stateWords: Record<SceneTargetState, string> = {
  idle: "",
  "in-use": " · in use",
  done: " · done",
};

/**
 * One object of the bedside: its model, an invisible hit box that takes the pointer, the
 * controller's ray and touch alike (react-three-fiber's events, which @react-three/xr feeds
 * from controllers), and its label. Highlighted, it shows a blue box round it, as keyboard
 * focus does on the page.
 */
export function SceneObject({ target, states, highlighted, onPick, onHover }: Props) {
  const state = states[target] ?? "idle";
  const placement = placementOf(target, state);
  const [, height] = placement.hitBox;
  const outline = useMemo(
    () => new EdgesGeometry(new BoxGeometry(...placement.hitBox)),
    [placement.hitBox],
  );

  const pick = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    const { offsetX, offsetY } = event.nativeEvent;
    onPick(target, typeof offsetX === "number" ? { x: offsetX, y: offsetY } : undefined);
  };
  const over = (event: ThreeEvent<PointerEvent>) => {
    event.stopPropagation();
    onHover(target);
  };

  return (
    <group position={placement.position} name={target}>
      <TargetModel target={target} state={state} states={states} />
      <mesh
        position={[0, height / 2, 0]}
        material={hitMaterial}
        onClick={pick}
        onPointerOver={over}
        onPointerOut={() => onHover(null)}
      >
        <boxGeometry args={placement.hitBox} />
      </mesh>
      {highlighted && (
        <group position={[0, height / 2, 0]}>
          <lineSegments geometry={outline}>
            <lineBasicMaterial color="#1f63d6" />
          </lineSegments>
          <mesh material={focusFill}>
            <boxGeometry args={placement.hitBox} />
          </mesh>
        </group>
      )}
      <SceneLabel
        text={placement.label + stateWords[state]}
        at={placement.labelAt ?? [0, placement.labelHeight, 0]}
        focused={highlighted}
      />
    </group>
  );
}
