import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";
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
import type { Part } from "./primitives";
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
import { fluidBag, medicines, monitor, oxygen, phone } from "./ward-models";

type States = Partial<Record<SceneTarget, SceneTargetState>>;

/**
 * What one object looks like in its state, around its own origin: a name for that look (the
 * key its baked model is kept under) and how to build it.
 */
export function objectModel(target: SceneTarget, state: SceneTargetState, states: States) {
  const look = lookOf(target, state, states);
  return { key: `${target}/${look}`, build: () => model(target, look) };
}

/** An object looks as its state says, except the forearm: it shows the antiseptic's wet patch. */
function lookOf(target: SceneTarget, state: SceneTargetState, states: States) {
  if (target === "arm-vein") {
    const wiped = states["antiseptic-wipe"];
    return wiped === "in-use" || wiped === "done" ? "cleaned" : "idle";
  }
  return state;
}

/** One object's model in a look, around its own origin. */
function model(target: SceneTarget, look: string): Part[] {
  const inUse = look === "in-use";
  const placed = look !== "idle";
  switch (target) {
    case "patient":
      return patient();
    case "wristband":
      return wristband();
    case "arm-vein":
      return [...forearm(), ...(look === "cleaned" ? cleanedSkin() : [])];
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
    case "monitor":
      return monitor();
    case "oxygen":
      return oxygen(placed);
    case "phone":
      return phone();
    case "fluid-bag":
      return fluidBag(placed);
    case "medicines":
      return medicines(placed);
  }
}
