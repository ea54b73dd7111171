import { memo, useMemo } from "react";
import type { ThreeEvent } from "@react-three/fiber";
import { BoxGeometry, EdgesGeometry, MeshBasicMaterial } from "three";
import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import { SceneLabel } from "./scene-label";
import type { ScenePoint } from "./scene-menu";
import { placementOf } from "./scene-layout";
import { screenColour } from "./screen-colour";

type Props = {
  target: SceneTarget;
  state: SceneTargetState;
  /** Under the pointer, the controller's ray, or the keyboard's focus in the object list. */
  highlighted: boolean;
  /** Whether its label shows when not highlighted (a phone hides the tray's small items' labels). */
  labelled: boolean;
  /** A click, tap or controller select; `point` is where on the canvas, when on a screen. */
  onPick: (target: SceneTarget, point?: ScenePoint) => void;
  onHover: (target: SceneTarget | null) => void;
};

// The page's focus colour (--color-focus).
const focusColour = "#1f63d6";
const focusFill = new MeshBasicMaterial({
  color: screenColour(focusColour),
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
 * One object of the bedside as the pointer knows it (its model is drawn with the rest of the
 * bedside, in `BedsideModel`): an invisible hit box that takes the pointer, the
 * controller's ray and touch alike (react-three-fiber's events, which @react-three/xr feeds
 * from controllers), and its label. Highlighted, it shows a blue box round it, as keyboard
 * focus does on the page.
 */
export const SceneObject = memo(function SceneObject(props: Props) {
  const { target, state, highlighted, labelled, onPick, onHover } = props;
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
      {/* Not drawn (three.js's rays ignore visibility), so it costs no pixels and no draw call. */}
      <mesh
        position={[0, height / 2, 0]}
        visible={false}
        onClick={pick}
        onPointerOver={over}
        onPointerOut={() => onHover(null)}
      >
        <boxGeometry args={placement.hitBox} />
      </mesh>
      {highlighted && (
        <group position={[0, height / 2, 0]}>
          <lineSegments geometry={outline}>
            <lineBasicMaterial color={screenColour(focusColour)} />
          </lineSegments>
          <mesh material={focusFill}>
            <boxGeometry args={placement.hitBox} />
          </mesh>
        </group>
      )}
      {(labelled || highlighted) && (
        <SceneLabel
          text={placement.label + stateWords[state]}
          at={placement.labelAt ?? [0, placement.labelHeight, 0]}
          focused={highlighted}
        />
      )}
    </group>
  );
});
