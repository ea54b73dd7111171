import { physiologySchema } from "@common/practice/physiology-schema";
import type { SceneTarget } from "@common/practice/scene-contract";
import type { FakeStep } from "./fake-procedure";

/**
 * A short, fixed ward case for the development harness only (/dev/practice-scene?case=ward): a
 * patient with suspected sepsis whose observations worsen by themselves and respond to oxygen,
 * fluids and antibiotics, run through the engine's own `simulatePatient`. Fast (twenty
 * scenario seconds a second) so the monitor's figures change every second. The real cases,
 * their rules and their scoring are the practice engine's, on the server.
 */
export const fakeWardPhysiology = physiologySchema.parse({
  start: {
    respiratoryRate: 22,
    spo2: 94,
    systolic: 100,
    diastolic: 60,
    heartRate: 112,
    temperature: 38.6,
    consciousness: "A",
    capillaryRefill: 3,
  },
  trends: [
    { vital: "heartRate", perMinute: 3, stoppedBy: [{ action: "antibiotics", afterSeconds: 600 }] },
    { vital: "systolic", perMinute: -1.5, stoppedBy: [{ action: "fluids", afterSeconds: 300 }] },
    { vital: "diastolic", perMinute: -0.8, stoppedBy: [{ action: "fluids", afterSeconds: 300 }] },
    { vital: "respiratoryRate", perMinute: 0.5, stoppedBy: [{ action: "oxygen" }] },
    { vital: "spo2", perMinute: -0.3, stoppedBy: [{ action: "oxygen" }] },
    { vital: "temperature", perMinute: 0.05, stoppedBy: [{ action: "antibiotics" }] },
  ],
  effects: [
    { action: "oxygen", vital: "spo2", change: 5, onsetSeconds: 180 },
    { action: "fluids", vital: "systolic", change: 18, onsetSeconds: 600 },
    { action: "fluids", vital: "heartRate", change: -12, onsetSeconds: 600 },
  ],
  oxygenCondition: "on-oxygen",
  periArrest: { systolicBelow: 70, spo2Below: 85 },
  timeScale: 20,
});

/** The targets of the ward case: the patient, notes and hand gel, and the ward's equipment. */
export const fakeWardTargets: SceneTarget[] = [
  "patient",
  "hand-gel",
  "notes",
  "monitor",
  "oxygen",
  "phone",
  "fluid-bag",
  "medicines",
];

const step = (
  id: string,
  target: SceneTarget,
  label: string,
  after: FakeStep["after"],
  wrong?: FakeStep["wrong"],
): FakeStep => ({ right: { id, target, label }, wrong, after });

export const fakeWardProcedure: FakeStep[] = [
  step("assess", "patient", "Introduce yourself and assess the patient from A to E", {}),
  step("gel", "hand-gel", "Clean your hands with alcohol gel", { "hand-gel": "done" }),
  step("observe", "monitor", "Read the observations and work out the NEWS2", {
    monitor: "in-use",
  }),
  step("escalate", "phone", "Call the registrar for an urgent review", { phone: "done" }),
  step(
    "oxygen",
    "oxygen",
    "Give oxygen by mask, aiming at SpO₂ 94 to 98%",
    { oxygen: "in-use" },
    {
      id: "oxygen-100",
      target: "oxygen",
      label: "Give 2 L of oxygen by nasal cannula and leave it",
    },
  ),
  step("fluids", "fluid-bag", "Give a 500 ml bolus of crystalloid over 15 minutes", {
    "fluid-bag": "in-use",
  }),
  step(
    "antibiotics",
    "medicines",
    "Give the first dose of IV antibiotics",
    { medicines: "done" },
    { id: "antibiotics-later", target: "medicines", label: "Wait for the blood results first" },
  ),
  step("document", "notes", "Record the observations, escalation and treatment", {
    notes: "done",
  }),
];
