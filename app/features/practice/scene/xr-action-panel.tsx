import { useEffect, useMemo, useState } from "react";
import type { ThreeEvent } from "@react-three/fiber";
import type { PracticeAction, SceneTarget } from "@common/practice/scene-contract";
import { placementOf } from "./scene-layout";
import { labelStyles, textTexture } from "./text-texture";

type Props = {
  target: SceneTarget;
  actions: PracticeAction[];
  onChoose: (actionId: string) => void;
  onClose: () => void;
};

const buttonHeight = 0.055;
const gap = 0.012;

/**
 * In a headset the page's menus cannot be seen, so an object with several actions shows them
 * as a column of buttons floating above it, facing the learner; the controller's ray points at
 * one and the trigger chooses it. "Cancel" closes the column.
 */
export function XrActionPanel({ target, actions, onChoose, onClose }: Props) {
  const placement = placementOf(target, "idle");
  const [x, y, z] = placement.position;
  const entries = [
    ...actions.map((action) => ({
      key: action.id,
      text: action.label,
      choose: () => onChoose(action.id),
    })),
    { key: "cancel", text: "Cancel", choose: onClose },
  ];
  const top = y + placement.labelHeight + 0.1 + entries.length * (buttonHeight + gap);
  return (
    <group position={[x, top, z + 0.05]}>
      {entries.map((entry, index) => (
        <PanelButton
          key={entry.key}
          text={entry.text}
          y={-index * (buttonHeight + gap)}
          onChoose={entry.choose}
        />
      ))}
    </group>
  );
}

/** A button drawn in the scene, for a controller's ray: lit in the focus colour while pointed at. */
export function PanelButton({
  text,
  y,
  onChoose,
}: {
  text: string;
  y: number;
  onChoose: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  const { texture, aspect } = useMemo(
    () => textTexture(text, hovered ? labelStyles.buttonFocused : labelStyles.button),
    [text, hovered],
  );
  useEffect(() => () => texture.dispose(), [texture]);
  const choose = (event: ThreeEvent<MouseEvent>) => {
    event.stopPropagation();
    onChoose();
  };
  return (
    <mesh
      position={[0, y, 0]}
      renderOrder={12}
      onClick={choose}
      onPointerOver={() => setHovered(true)}
      onPointerOut={() => setHovered(false)}
    >
      <planeGeometry args={[buttonHeight * aspect, buttonHeight]} />
      <meshBasicMaterial map={texture} depthTest={false} transparent />
    </mesh>
  );
}
