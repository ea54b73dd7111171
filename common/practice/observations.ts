/**
 * A simulated patient's observations (docs/product/practice.md#physiology): the seven parameters
 * NEWS2 scores, plus the diastolic pressure and capillary refill a bedside monitor and an ABCDE
 * assessment show. Consciousness is on the ACVPU scale.
 */
export const acvpuLevels = ["A", "C", "V", "P", "U"] as const;
export type Acvpu = (typeof acvpuLevels)[number];

/** What each ACVPU letter stands for, in words (never a letter alone on screen). */
export const acvpuWords: Record<Acvpu, string> = {
  A: "Alert",
  C: "New confusion",
  V: "Responds to voice",
  P: "Responds to pain",
  U: "Unresponsive",
};

/** The numeric parameters a scenario's trends and interventions move. Consciousness moves by ACVPU levels. */
export const vitals = [
  "respiratoryRate",
  "spo2",
  "systolic",
  "diastolic",
  "heartRate",
  "temperature",
  "consciousness",
  "capillaryRefill",
] as const;
export type Vital = (typeof vitals)[number];

export type Observations = {
  respiratoryRate: number;
  spo2: number;
  systolic: number;
  diastolic: number;
  heartRate: number;
  /** °C, to one decimal place. */
  temperature: number;
  consciousness: Acvpu;
  /** Seconds, to one decimal place. */
  capillaryRefill: number;
  /** Breathing supplemental oxygen (NEWS2 scores it). */
  onOxygen: boolean;
};

/** The seven NEWS2 parameters (RCP, 2017). */
export const news2Parameters = [
  "respiratoryRate",
  "spo2",
  "airOrOxygen",
  "systolic",
  "heartRate",
  "consciousness",
  "temperature",
] as const;
export type News2Parameter = (typeof news2Parameters)[number];

/** The clinical risk the aggregate score (and any single red score) calls for, in the RCP's words. */
export type News2Risk = "low" | "low-medium" | "medium" | "high";

export type News2 = {
  total: number;
  parts: Record<News2Parameter, number>;
  risk: News2Risk;
  /** Some single parameter scored 3. */
  redScore: boolean;
  spo2Scale: 1 | 2;
};

/** How the patient is going, judged over the scenario's window; peri-arrest ends the case. */
export const patientOutcomes = ["improving", "stable", "deteriorating", "peri-arrest"] as const;
export type PatientOutcome = (typeof patientOutcomes)[number];

/** A parameter in its red band (NEWS2 score 3), as a bedside monitor would sound it. */
export type Alarm = { parameter: News2Parameter; text: string };

/** What a view of a session with a patient shows on its monitor. */
export type MonitorView = {
  /** Scenario time of these figures, in seconds from the start. */
  clockSeconds: number;
  observations: Observations;
  news2: News2;
  outcome: PatientOutcome;
  alarms: Alarm[];
};
