import type { SceneTarget, SceneTargetState } from "@common/practice/scene-contract";

/**
 * Where each object of the bedside stands, in metres: the floor is y = 0 and the learner faces
 * −z, standing in front of the bed with the patient's right arm out on an arm board and the
 * trolley to their right. Kept apart from the models so the tests can aim a controller at an
 * object from the same numbers the scene uses.
 */
export type Vec3 = [number, number, number];

export type TargetPlacement = {
  /** The object's origin; its model is built around it. */
  position: Vec3;
  /** The box a pointer or controller ray hits (wider than thin objects, so they are easy to pick). */
  hitBox: Vec3;
  /** Short name on the label above it (the full name is in sceneTargetNames). */
  label: string;
  /** Height of the label above the object's origin. */
  labelHeight: number;
  /** Where the label goes when not straight above (the tray's, at its near corner). */
  labelAt?: Vec3;
};

/** The trolley's tray, and its nine items in three rows (far, middle, near). */
export const trayCentre: Vec3 = [0.58, 0.84, -0.2];
const onTray = (column: number, row: number): Vec3 => [
  trayCentre[0] + column * 0.23,
  trayCentre[1] + 0.02,
  trayCentre[2] + row * 0.15,
];
const trayItem = (position: Vec3, label: string): TargetPlacement => ({
  position,
  hitBox: [0.19, 0.08, 0.12],
  label,
  labelHeight: 0.075,
});

/** The tray's small items, whose labels a phone's canvas shows only while highlighted. */
export const trayItems = new Set<SceneTarget>([
  "gloves",
  "tourniquet",
  "antiseptic-wipe",
  "cannula",
  "needle-holder",
  "blood-tubes",
  "gauze",
  "dressing",
  "flush-syringe",
]);

export const placements: Record<SceneTarget, TargetPlacement> = {
  patient: {
    position: [-0.55, 0.72, -0.98],
    hitBox: [0.75, 0.3, 0.5],
    label: "Patient",
    labelHeight: 0.24,
  },
  "arm-vein": {
    position: [-0.3, 0.76, -0.33],
    hitBox: [0.14, 0.085, 0.22],
    label: "Forearm",
    labelHeight: 0.1,
  },
  wristband: {
    position: [-0.3, 0.76, -0.15],
    hitBox: [0.12, 0.09, 0.07],
    label: "Wristband",
    labelHeight: 0.08,
    // Beyond the hand, towards the learner: above the wrist it met the forearm's label on a phone.
    labelAt: [0, 0.02, 0.16],
  },
  notes: {
    position: [-0.82, 0.75, -0.3],
    hitBox: [0.26, 0.06, 0.32],
    label: "Notes",
    labelHeight: 0.08,
  },
  "hand-gel": {
    position: [-0.25, 1.0, -1.545],
    hitBox: [0.14, 0.26, 0.12],
    label: "Hand gel",
    labelHeight: 0.2,
  },
  apron: {
    position: [0.3, 1.02, -1.545],
    hitBox: [0.26, 0.24, 0.12],
    label: "Aprons",
    // Below the dispenser: beside the hand gel's, the two met on a phone.
    labelHeight: -0.12,
  },
  tray: {
    position: [trayCentre[0], trayCentre[1], trayCentre[2]],
    hitBox: [0.74, 0.03, 0.5],
    label: "Tray",
    labelHeight: 0,
    labelAt: [-0.3, 0.03, 0.26],
  },
  gloves: trayItem(onTray(-1, -1), "Gloves"),
  tourniquet: trayItem(onTray(0, -1), "Tourniquet"),
  "antiseptic-wipe": trayItem(onTray(1, -1), "Chlorhexidine"),
  cannula: trayItem(onTray(-1, 0), "Cannula"),
  "needle-holder": trayItem(onTray(0, 0), "Needle"),
  "blood-tubes": trayItem(onTray(1, 0), "Blood bottles"),
  gauze: trayItem(onTray(-1, 1), "Gauze"),
  dressing: trayItem(onTray(0, 1), "Dressing"),
  "flush-syringe": trayItem(onTray(1, 1), "Flush"),
  "sharps-bin": {
    position: [1.06, 0.82, -0.3],
    hitBox: [0.18, 0.24, 0.16],
    label: "Sharps bin",
    labelHeight: 0.27,
  },
  "clinical-waste": {
    position: [0.02, 0, -0.12],
    hitBox: [0.3, 0.46, 0.3],
    label: "Clinical waste",
    labelHeight: 0.52,
  },
  // The ward's equipment: the monitor on a wall arm at the bed's head, the oxygen flowmeter and the
  // phone on the wall either side of the dispensers, the drip stand behind the bed between the aprons and the phone,
  // the emergency drugs box on the trolley's free corner beside the sharps bin.
  monitor: {
    position: [-1.22, 0.92, -1.32],
    hitBox: [0.42, 0.32, 0.2],
    label: "Monitor",
    // Below the screen: above it, it met the oxygen's label on a phone.
    labelHeight: -0.05,
  },
  oxygen: {
    position: [-0.72, 1.02, -1.56],
    hitBox: [0.14, 0.26, 0.12],
    label: "Oxygen",
    labelHeight: 0.3,
  },
  phone: {
    position: [0.82, 1.0, -1.56],
    hitBox: [0.16, 0.22, 0.1],
    label: "Phone",
    // Below it: above it, it met the drip stand's label on a phone.
    labelHeight: -0.07,
  },
  "fluid-bag": {
    position: [0.55, 0, -1.5],
    hitBox: [0.2, 1.3, 0.12],
    label: "IV fluids",
    labelHeight: 1.33,
  },
  medicines: {
    position: [1.17, 0.84, -0.03],
    hitBox: [0.24, 0.16, 0.17],
    label: "Medicines",
    labelHeight: 0.2,
    // Towards the tray: above the box, it ran off a phone's canvas.
    labelAt: [-0.12, 0.2, 0],
  },
};

/** The screen mode's fixed camera: standing at the bedside, looking down at arm and tray. */
export const screenCamera = {
  position: [0.22, 1.62, 1.0] as Vec3,
  target: [0.16, 0.74, -0.5] as Vec3,
  fov: 50,
};

/**
 * The camera's vertical field of view for a canvas of `aspect` (width over height): 50° on a
 * wide canvas, and on a narrower one (a phone's square canvas) as wide as it needs to be to
 * keep the same width of the bedside in view.
 */
export function screenFov(aspect: number) {
  if (aspect >= 1.6) return screenCamera.fov;
  // A little wider than the desktop's, so the labels of the objects at the sides stay in view.
  const halfWidth = Math.tan((screenCamera.fov / 2) * (Math.PI / 180)) * 1.6 * 1.12;
  return (2 * Math.atan(halfWidth / aspect) * 180) / Math.PI;
}

/**
 * Labels' text is this many CSS pixels high on any screen (the font's size; the label's
 * height is the text's over `textShare`), so it stays readable on a phone.
 */
export const labelTextPixels = 13;
/** Below this width (CSS px) the canvas is a phone's: the tray's small items are named only while highlighted. */
export const compactCanvasWidth = 520;

/** Where the learner stands in a headset: in front of the arm board, facing the bed. */
export const immersiveOrigin: Vec3 = [0.15, 0, 0.35];

/**
 * Objects that move onto the patient while in use (the tourniquet round the arm, the cannula in
 * the vein), and the states in which they are there. The insertion site is on the forearm's
 * vein, a little towards the wrist from its middle.
 */
type Worn = Omit<TargetPlacement, "label"> & { states: SceneTargetState[] };
const site: Vec3 = [-0.3, 0.825, -0.28];
export const wornPlacements: Partial<Record<SceneTarget, Worn>> = {
  tourniquet: {
    position: [-0.3, 0.76, -0.49],
    hitBox: [0.16, 0.14, 0.06],
    labelHeight: 0.13,
    states: ["in-use"],
  },
  cannula: {
    position: site,
    hitBox: [0.05, 0.04, 0.1],
    labelHeight: 0.07,
    states: ["in-use", "done"],
  },
  dressing: {
    position: [site[0], site[1] + 0.012, site[2]],
    hitBox: [0.08, 0.02, 0.09],
    labelHeight: 0.12,
    states: ["in-use", "done"],
  },
  "flush-syringe": {
    position: [site[0], site[1], site[2] + 0.11],
    hitBox: [0.04, 0.04, 0.12],
    labelHeight: 0.07,
    states: ["in-use"],
  },
  "needle-holder": {
    position: [site[0] + 0.09, site[1], site[2] + 0.02],
    hitBox: [0.1, 0.04, 0.05],
    labelHeight: 0.07,
    states: ["in-use"],
  },
  gauze: {
    position: [site[0], site[1] + 0.01, site[2] + 0.05],
    hitBox: [0.09, 0.03, 0.09],
    labelHeight: 0.1,
    states: ["in-use"],
  },
};

/** Where `target` is now: on the patient while worn, otherwise its own place. */
export function placementOf(target: SceneTarget, state: SceneTargetState): TargetPlacement {
  const worn = wornPlacements[target];
  const own = placements[target];
  if (!worn || !worn.states.includes(state)) return own;
  return {
    position: worn.position,
    hitBox: worn.hitBox,
    labelHeight: worn.labelHeight,
    label: own.label,
  };
}

/** In a headset, the "Leave VR" button floats here, above the patient's hand. */
export const leaveVrButtonPosition: Vec3 = [-0.3, 1.15, -0.05];
