import {
  sceneTargets,
  type SceneTarget,
  type SceneTargetState,
} from "@common/practice/scene-contract";
import {
  aprons,
  clinicalWasteBin,
  handGel,
  notes,
  patient,
  sharpsBin,
  tray,
  wristband,
} from "./bedside-models";
import { bedsideRoom } from "./bedside-room";
import { group, type Part } from "./primitives";
import { placementOf } from "./scene-layout";
import {
  antisepticApplicator,
  bloodBottles,
  cannula,
  cleanedSkin,
  dressing,
  flushSyringe,
  forearm,
  gauze,
  gloves,
  needleHolder,
  tourniquet,
} from "./tray-item-models";

type States = Partial<Record<SceneTarget, SceneTargetState>>;

/**
 * Everything the bedside shows for these states: the room, and each object's model in its
 * current look where it now stands (on the tray, or on the patient while in use).
 */
export function bedsideParts(states: States): Part[] {
  // Nearest first, the floor last: the depth test then skips what is hidden.
  return [
    ...sceneTargets.flatMap((target) => {
      const state = states[target] ?? "idle";
      return group({ position: placementOf(target, state).position }, model(target, state, states));
    }),
    ...bedsideRoom(),
  ];
}

/** One object's model in its current state, around its own origin. */
function model(target: SceneTarget, state: SceneTargetState, states: States): Part[] {
  const inUse = state === "in-use";
  const placed = state !== "idle";
  switch (target) {
    case "patient":
      return patient();
    case "wristband":
      return wristband();
    case "arm-vein": {
      const cleaned =
        states["antiseptic-wipe"] === "in-use" || states["antiseptic-wipe"] === "done";
      return [...forearm(), ...(cleaned ? cleanedSkin() : [])];
    }
    case "notes":
      return notes(inUse);
    case "hand-gel":
      return handGel();
    case "apron":
      return aprons();
    case "tray":
      return tray();
    case "gloves":
      return gloves();
    case "tourniquet":
      return tourniquet(inUse);
    case "antiseptic-wipe":
      return antisepticApplicator();
    case "cannula":
      return cannula(placed);
    case "needle-holder":
      return needleHolder();
    case "blood-tubes":
      return bloodBottles();
    case "gauze":
      return gauze();
    case "dressing":
      return dressing(placed);
    case "flush-syringe":
      return flushSyringe(inUse);
    case "sharps-bin":
      return sharpsBin(inUse);
    case "clinical-waste":
      return clinicalWasteBin(inUse);
  }
}
