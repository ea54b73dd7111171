import { describe, expect, it } from "vitest";
import { patientOf, sessionStateAt, isAvailable } from "./engine";
import { physiologySchema, type PhysiologyDefinition } from "./physiology-schema";
import { simulatePatient, type ActionTimes } from "./physiology";
import { scenarioDefinitionSchema } from "./scenario";

// The simulated patient (decision 0055): observations from the scenario, the seed and the log.
const start = {
  respiratoryRate: 16,
  spo2: 97,
  systolic: 120,
  diastolic: 70,
  heartRate: 80,
  temperature: 37,
  consciousness: "A" as const,
  capillaryRefill: 2,
};

const physiology = (extra: Record<string, unknown> = {}): PhysiologyDefinition =>
  physiologySchema.parse({ start, periArrest: { systolicBelow: 70 }, ...extra });

const times = (entries: Record<string, number[]> = {}): ActionTimes =>
  new Map(Object.entries(entries));
const onAir = () => false;
const systolicAt = (patient: ReturnType<typeof simulatePatient>, seconds: number) =>
  patient.at(seconds).observations.systolic;

describe("trends", () => {
  const falling = physiology({
    trends: [
      {
        vital: "systolic",
        perMinute: -2,
        fromSeconds: 60,
        stoppedBy: [{ action: "antibiotics", afterSeconds: 120 }],
      },
    ],
  });

  it("drift from their start time, by the minute", () => {
    const patient = simulatePatient(falling, 1, times(), onAir);
    expect(systolicAt(patient, 0)).toBe(120);
    expect(systolicAt(patient, 60)).toBe(120);
    expect(systolicAt(patient, 360)).toBe(110);
    expect(systolicAt(patient, 660)).toBe(100);
  });

  it("stop once the action that stops them has taken hold", () => {
    const patient = simulatePatient(falling, 1, times({ antibiotics: [180] }), onAir);
    // From 60 s to 300 s (given at 180 s, taking hold 120 s later): four minutes at -2.
    expect(systolicAt(patient, 300)).toBe(112);
    expect(systolicAt(patient, 3000)).toBe(112);
  });

  it("move consciousness by ACVPU levels", () => {
    const confused = physiology({ trends: [{ vital: "consciousness", perMinute: 0.5 }] });
    const patient = simulatePatient(confused, 1, times(), onAir);
    expect(patient.at(0).observations.consciousness).toBe("A");
    expect(patient.at(90).observations.consciousness).toBe("C");
    expect(patient.at(300).observations.consciousness).toBe("P");
  });
});

describe("effects", () => {
  const oxygen = physiology({
    effects: [
      { action: "oxygen", vital: "spo2", change: -6, onsetSeconds: 120, lastsSeconds: 300 },
    ],
  });

  it("build up over their onset, hold, then wear off over the onset again", () => {
    const patient = simulatePatient(oxygen, 1, times({ oxygen: [100] }), onAir);
    const spo2 = (seconds: number) => patient.at(seconds).observations.spo2;
    expect(spo2(100)).toBe(97);
    expect(spo2(160)).toBe(94);
    expect(spo2(220)).toBe(91);
    expect(spo2(520)).toBe(91);
    expect(spo2(580)).toBe(94);
    expect(spo2(640)).toBe(97);
    expect(spo2(5000)).toBe(97);
  });

  it("last for ever without a duration", () => {
    const lasting = physiology({
      effects: [{ action: "bolus", vital: "systolic", change: 10, onsetSeconds: 0 }],
    });
    const patient = simulatePatient(lasting, 1, times({ bolus: [60] }), onAir);
    expect(systolicAt(patient, 59)).toBe(120);
    expect(systolicAt(patient, 60)).toBe(130);
    expect(systolicAt(patient, 6000)).toBe(130);
  });

  it("count only the first maxTimes doses", () => {
    const bolus = physiology({
      effects: [{ action: "bolus", vital: "systolic", change: 10, onsetSeconds: 0, maxTimes: 2 }],
    });
    const patient = simulatePatient(bolus, 1, times({ bolus: [10, 20, 30] }), onAir);
    expect(systolicAt(patient, 15)).toBe(130);
    expect(systolicAt(patient, 25)).toBe(140);
    expect(systolicAt(patient, 35)).toBe(140);
  });

  it("keep values within life", () => {
    const huge = physiology({
      effects: [{ action: "oxygen", vital: "spo2", change: 20, onsetSeconds: 0 }],
    });
    const patient = simulatePatient(huge, 1, times({ oxygen: [0] }), onAir);
    expect(patient.at(10).observations.spo2).toBe(100);
  });
});

describe("the patient's outcome", () => {
  it("is deteriorating while NEWS2 rises over the window, stable while it holds, improving as it falls", () => {
    const definition = physiology({
      outcomeWindowSeconds: 300,
      trends: [{ vital: "respiratoryRate", perMinute: 1, stoppedBy: [{ action: "treat" }] }],
      effects: [{ action: "treat", vital: "respiratoryRate", change: -12, onsetSeconds: 300 }],
    });
    const patient = simulatePatient(definition, 1, times({ treat: [600] }), onAir);
    // 16 to 26 per minute over the first 10 minutes: NEWS2 0, then 2, then 3.
    expect(patient.outcomeAt(0)).toBe("stable");
    expect(patient.outcomeAt(480)).toBe("deteriorating");
    expect(patient.outcomeAt(600 + 300)).toBe("improving");
    expect(patient.outcomeAt(600 + 1200)).toBe("stable");
  });

  it("becomes peri-arrest past a threshold, and stays so even if the figures recover", () => {
    const definition = physiology({
      trends: [{ vital: "systolic", perMinute: -10 }],
      effects: [{ action: "bolus", vital: "systolic", change: 80, onsetSeconds: 0 }],
    });
    const patient = simulatePatient(definition, 1, times({ bolus: [360] }), onAir);
    expect(patient.outcomeAt(290)).not.toBe("peri-arrest");
    expect(patient.outcomeAt(320)).toBe("peri-arrest");
    // After the bolus at 360 s the pressure is back over 70, but the case has ended.
    expect(systolicAt(patient, 400)).toBeGreaterThan(70);
    expect(patient.outcomeAt(400)).toBe("peri-arrest");
    expect(patient.monitorAt(400).outcome).toBe("peri-arrest");
  });

  it("sounds an alarm for each parameter in its red band", () => {
    const definition = physiology({ start: { ...start, systolic: 88, heartRate: 135 } });
    const monitor = simulatePatient(definition, 1, times(), onAir).monitorAt(0);
    expect(monitor.alarms.map((alarm) => alarm.parameter)).toEqual(["systolic", "heartRate"]);
    expect(monitor.alarms[0]!.text).toBe("Systolic blood pressure 88 mmHg");
  });
});

describe("the seed", () => {
  const varied = physiology({
    variation: { systolic: 5, heartRate: 4 },
    trends: [{ vital: "systolic", perMinute: -1 }],
  });

  it("gives the same patient for the same seed and log", () => {
    const log = times({ bolus: [30] });
    const first = simulatePatient(varied, 42, log, onAir);
    const second = simulatePatient(varied, 42, log, onAir);
    for (const seconds of [0, 61, 300, 1200]) {
      expect(first.monitorAt(seconds)).toEqual(second.monitorAt(seconds));
    }
  });

  it("starts different seeds differently, within the variation", () => {
    const starts = [1, 2, 3, 4, 5, 6, 7, 8].map(
      (seed) => simulatePatient(varied, seed, times(), onAir).at(0).observations,
    );
    expect(new Set(starts.map((o) => `${o.systolic}/${o.heartRate}`)).size).toBeGreaterThan(1);
    for (const observations of starts) {
      expect(Math.abs(observations.systolic - 120)).toBeLessThanOrEqual(5);
      expect(Math.abs(observations.heartRate - 80)).toBeLessThanOrEqual(4);
      expect(observations.respiratoryRate).toBe(16);
    }
  });
});

describe("a scenario's patient, from its log", () => {
  const scenario = scenarioDefinitionSchema.parse({
    summary: "A patient who needs oxygen.",
    basis: "Test",
    targetSeconds: 600,
    overTimePenalty: 0,
    targetStates: [],
    actions: [
      {
        id: "give-oxygen",
        label: "Give oxygen",
        target: "oxygen",
        outcome: "On.",
        adds: ["on-oxygen"],
      },
      {
        id: "remove-oxygen",
        label: "Take it off",
        target: "oxygen",
        outcome: "Off.",
        removes: ["on-oxygen"],
      },
      { id: "check", label: "Check", target: "monitor", outcome: "Checked.", repeatable: true },
      {
        id: "call-arrest-team",
        label: "Call the arrest team",
        target: "phone",
        outcome: "Called.",
        requires: ["patient-peri-arrest"],
      },
    ],
    critical: [
      {
        action: "give-oxygen",
        title: "Gave oxygen",
        why: "Hypoxaemia",
        teaches: { lesson: "a", section: "b" },
        basis: "Test",
      },
    ],
    errors: [],
    physiology: {
      start: { ...start, spo2: 90 },
      oxygenCondition: "on-oxygen",
      trends: [{ vital: "systolic", perMinute: -10 }],
      periArrest: { systolicBelow: 70 },
    },
  });
  const log = [
    { actionId: "give-oxygen", offsetMs: 60_000 },
    { actionId: "remove-oxygen", offsetMs: 120_000 },
    { actionId: "give-oxygen", offsetMs: 180_000, kind: "stopped" as const },
  ];

  it("scores 2 for oxygen while the scenario's oxygen condition holds, and 0 on air", () => {
    const patient = patientOf(scenario, 1, log)!;
    expect(patient.at(30).news2.parts.airOrOxygen).toBe(0);
    expect(patient.at(90).observations.onOxygen).toBe(true);
    expect(patient.at(90).news2.parts.airOrOxygen).toBe(2);
    expect(patient.at(150).news2.parts.airOrOxygen).toBe(0);
    // A stopped choice was never done.
    expect(patient.at(200).news2.parts.airOrOxygen).toBe(0);
  });

  it("adds the patient's condition to the state, and once peri-arrest offers only what is written for it", () => {
    const early = sessionStateAt(scenario, 1, [], 60_000).state;
    expect(early.conditions.has("patient-deteriorating")).toBe(true);
    const late = sessionStateAt(scenario, 1, [], 400_000).state;
    expect(late.conditions.has("patient-peri-arrest")).toBe(true);
    const byId = new Map(scenario.actions.map((action) => [action.id, action]));
    expect(isAvailable(byId.get("check")!, early)).toBe(true);
    expect(isAvailable(byId.get("check")!, late)).toBe(false);
    expect(isAvailable(byId.get("call-arrest-team")!, early)).toBe(false);
    expect(isAvailable(byId.get("call-arrest-team")!, late)).toBe(true);
  });

  it("has no patient for a procedure on a still one", () => {
    expect(patientOf({ ...scenario, physiology: undefined }, 1, log)).toBeNull();
  });
});
