import type { XRStore } from "@react-three/xr";
import { leaveVrButtonPosition } from "./scene-layout";
import { PanelButton } from "./xr-action-panel";

/**
 * "Leave VR" inside the headset, where the page's own button cannot be seen. The headset's
 * system menu ends the session too; this one is where the learner is already looking.
 */
export function XrLeaveButton({ store }: { store: XRStore }) {
  return (
    <group position={leaveVrButtonPosition}>
      <PanelButton text="Leave VR" y={0} onChoose={() => void store.getState().session?.end()} />
    </group>
  );
}
