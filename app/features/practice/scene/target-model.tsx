import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
import {
  Aprons,
  ClinicalWasteBin,
  HandGel,
  Notes,
  Patient,
  SharpsBin,
  Tray,
  Wristband,
} from "./bedside-models";
import {
  AntisepticApplicator,
  BloodBottles,
  Cannula,
  CleanedSkin,
  Dressing,
  FlushSyringe,
  Forearm,
  Gauze,
  Gloves,
  NeedleHolder,
  Tourniquet,
} from "./tray-item-models";

type Props = {
  target: SceneTarget;
  state: SceneTargetState;
  /** The whole bedside's states: the forearm shows the antiseptic's wet patch. */
  states: Partial<Record<SceneTarget, SceneTargetState>>;
};

/** The model of one object in its current state (where it stands is the caller's). */
export function TargetModel({ target, state, states }: Props) {
  const inUse = state === "in-use";
  switch (target) {
    case "patient":
      return <Patient />;
    case "wristband":
      return <Wristband />;
    case "arm-vein": {
      const cleaned =
        states["antiseptic-wipe"] === "in-use" || states["antiseptic-wipe"] === "done";
      return (
        <group>
          <Forearm />
          {cleaned && <CleanedSkin />}
        </group>
      );
    }
    case "notes":
      return <Notes open={inUse} />;
    case "hand-gel":
      return <HandGel />;
    case "apron":
      return <Aprons />;
    case "tray":
      return <Tray />;
    case "gloves":
      return <Gloves />;
    case "tourniquet":
      return <Tourniquet onArm={inUse} />;
    case "antiseptic-wipe":
      return <AntisepticApplicator />;
    case "cannula":
      return <Cannula inVein={state !== "idle"} />;
    case "needle-holder":
      return <NeedleHolder />;
    case "blood-tubes":
      return <BloodBottles />;
    case "gauze":
      return <Gauze />;
    case "dressing":
      return <Dressing applied={state !== "idle"} />;
    case "flush-syringe":
      return <FlushSyringe attached={inUse} />;
    case "sharps-bin":
      return <SharpsBin open={inUse} />;
    case "clinical-waste":
      return <ClinicalWasteBin open={inUse} />;
  }
}
