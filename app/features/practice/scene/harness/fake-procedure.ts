import type {
  PracticeAction,
  SceneTarget,
  SceneTargetState,
} from "@common/practice/scene-contract";

/**
 * A short, fixed cannulation for the development harness only (/dev/practice-scene): enough
 * steps to drive every kind of object state, and a wrong choice beside some right ones. The
 * real scenarios, their rules and their scoring are the practice engine's, on the server.
 */
export type FakeStep = {
  right: PracticeAction;
  wrong?: PracticeAction;
  /** What the bedside looks like once the right action is done. */
  after: Partial<Record<SceneTarget, SceneTargetState>>;
};

const step = (
  id: string,
  target: SceneTarget,
  label: string,
  after: FakeStep["after"],
  wrong?: PracticeAction,
): FakeStep => ({
  right: { id, target, label },
  wrong,
  after,
});

export const fakeProcedure: FakeStep[] = [
  step(
    "identify",
    "patient",
    "Introduce yourself, confirm the patient's identity and ask for consent",
    {},
    {
      id: "skip-consent",
      target: "patient",
      label: "Begin without asking for consent",
    },
  ),
  step("check-band", "wristband", "Check the wristband against the notes", { wristband: "done" }),
  step(
    "gel",
    "hand-gel",
    "Clean your hands with alcohol gel",
    { "hand-gel": "done" },
    {
      id: "gloves-first",
      target: "gloves",
      label: "Put on gloves without cleaning your hands",
    },
  ),
  step("apron", "apron", "Put on an apron", { apron: "in-use" }),
  step("gloves", "gloves", "Put on non-sterile gloves", { gloves: "in-use" }),
  step("tourniquet", "tourniquet", "Apply the tourniquet above the insertion site", {
    tourniquet: "in-use",
  }),
  step("vein", "arm-vein", "Palpate and choose a straight, bouncy vein", { "arm-vein": "in-use" }),
  step(
    "clean",
    "antiseptic-wipe",
    "Clean the skin for 30 seconds and let it dry",
    { "antiseptic-wipe": "done" },
    {
      id: "wet-skin",
      target: "cannula",
      label: "Insert the cannula while the skin is still wet",
    },
  ),
  step("insert", "cannula", "Insert the cannula bevel up at a shallow angle", {
    cannula: "in-use",
  }),
  step(
    "release",
    "tourniquet",
    "Release the tourniquet",
    { tourniquet: "done" },
    {
      id: "needle-first",
      target: "cannula",
      label: "Withdraw the needle before releasing the tourniquet",
    },
  ),
  step("sharps", "sharps-bin", "Put the needle straight into the sharps bin", {
    cannula: "done",
    "sharps-bin": "done",
  }),
  step("dress", "dressing", "Secure the cannula with the transparent dressing", {
    dressing: "done",
  }),
  step("flush", "flush-syringe", "Flush the cannula with 5 ml of saline", {
    "flush-syringe": "done",
  }),
  step("waste", "clinical-waste", "Dispose of gloves and apron as clinical waste", {
    gloves: "done",
    apron: "done",
    "clinical-waste": "done",
  }),
  step("document", "notes", "Record the cannula's size, site, date and time in the notes", {
    notes: "done",
  }),
];
