/**
 * The contract between the practice engine (scenarios stored as data, scored on the server)
 * and the ways a learner acts in a session: the 3D bedside scene, the immersive (WebXR) view
 * and the screen-reader list (docs/product/practice.md#practice-session). A scenario's actions each name the object of the
 * bedside they are done on; every view offers exactly the actions the engine says are
 * available now, and reports the chosen one by id.
 */

import type { MonitorView } from "./observations";

/** The objects of the bedside scene. A scenario's action names one of them as its target. */
export const sceneTargets = [
  "patient",
  "wristband",
  "hand-gel",
  "gloves",
  "apron",
  "tray",
  "tourniquet",
  "arm-vein",
  "antiseptic-wipe",
  "cannula",
  "needle-holder",
  "blood-tubes",
  "gauze",
  "sharps-bin",
  "dressing",
  "flush-syringe",
  "clinical-waste",
  "notes",
  "monitor",
  "oxygen",
  "phone",
  "fluid-bag",
  "medicines",
] as const;
export type SceneTarget = (typeof sceneTargets)[number];

/** What each target is called to a person (list mode, labels, focus announcements). */
export const sceneTargetNames: Record<SceneTarget, string> = {
  patient: "Patient",
  wristband: "Patient's wristband",
  "hand-gel": "Alcohol hand gel",
  gloves: "Non-sterile gloves",
  apron: "Disposable apron",
  tray: "Equipment tray",
  tourniquet: "Tourniquet",
  "arm-vein": "Patient's forearm",
  "antiseptic-wipe": "Chlorhexidine 2% in alcohol 70% applicator",
  cannula: "Cannula",
  "needle-holder": "Needle and holder",
  "blood-tubes": "Blood bottles",
  gauze: "Sterile gauze",
  "sharps-bin": "Sharps bin",
  dressing: "Transparent dressing",
  "flush-syringe": "Saline flush syringe",
  "clinical-waste": "Clinical waste bin",
  notes: "Patient's notes",
  monitor: "Bedside monitor",
  oxygen: "Oxygen and masks",
  phone: "Ward phone",
  "fluid-bag": "IV fluids and infusion",
  medicines: "Medicines and emergency drugs",
};

/** One thing the learner may do now. */
export type PracticeAction = {
  id: string;
  /** Imperative, as a button says it: "Apply the tourniquet above the elbow". */
  label: string;
  target: SceneTarget;
};

/** What the scene shows of the procedure's progress: targets in use or finished with. */
export type SceneTargetState = "idle" | "in-use" | "done";

/** What every view of a session receives. */
export type PracticeViewProps = {
  /** The objects this scenario uses, in `sceneTargets` order: a view shows these and no others. */
  targets: SceneTarget[];
  /** The patient's observations now, for scenarios with physiology; null for a still patient. */
  monitor: MonitorView | null;
  /** The actions available now (the engine decides; the view offers exactly these). */
  actions: PracticeAction[];
  /** How far each object has got; targets not listed are idle. */
  targetStates: Partial<Record<SceneTarget, SceneTargetState>>;
  /** Called with the chosen action's id; the session sends it to the server. */
  onAction: (actionId: string) => void;
  /** True while an action is being recorded: further choices wait. */
  busy: boolean;
};
