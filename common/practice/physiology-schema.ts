import { z } from "../zod";
import { acvpuLevels, vitals } from "./observations";

const id = z.string().regex(/^[a-z0-9-]+$/, "lower-case words joined by hyphens");

/** The patient at the start of the case, before the attempt's seed varies it slightly. */
const startSchema = z.object({
  respiratoryRate: z.number().min(0).max(80),
  spo2: z.number().min(50).max(100),
  systolic: z.number().min(30).max(260),
  diastolic: z.number().min(10).max(160),
  heartRate: z.number().min(0).max(250),
  temperature: z.number().min(30).max(43),
  consciousness: z.enum(acvpuLevels),
  capillaryRefill: z.number().min(0).max(10),
});

/** Where an action's time is taken from: its `occurrence`-th time in the log, plus a delay. */
const actionTimeSchema = z.object({
  action: id,
  occurrence: z.number().int().min(1).default(1),
  afterSeconds: z.number().int().min(0).default(0),
});

/**
 * A parameter drifting by itself (sepsis lowering the blood pressure), from `fromSeconds` of
 * scenario time until the earliest of the `stoppedBy` actions has taken hold.
 */
const trendSchema = z.object({
  vital: z.enum(vitals),
  perMinute: z.number(),
  fromSeconds: z.number().int().min(0).default(0),
  stoppedBy: z.array(actionTimeSchema).default([]),
});

/**
 * What an intervention does to one parameter, each time it is given: the change builds up
 * linearly over `onsetSeconds`, holds for `lastsSeconds` (for ever when absent), then wears off
 * over `onsetSeconds` again. Only the first `maxTimes` doses count (a third bolus does nothing more).
 */
const effectSchema = z.object({
  action: id,
  vital: z.enum(vitals),
  change: z.number(),
  onsetSeconds: z.number().int().min(0),
  lastsSeconds: z.number().int().min(0).optional(),
  maxTimes: z.number().int().min(1).default(1),
});

/** Thresholds past which the patient is peri-arrest: the case ends there. */
const periArrestSchema = z.object({
  systolicBelow: z.number().optional(),
  spo2Below: z.number().optional(),
  respiratoryRateBelow: z.number().optional(),
  heartRateAbove: z.number().optional(),
  consciousnessAtLeast: z.enum(acvpuLevels).optional(),
});

/**
 * A patient whose observations change (decision 0055): they start from `start`, follow the
 * `trends` over scenario time and respond to the `effects` of what the learner does. All of it
 * is a pure function of the scenario, the attempt's seed and the action log.
 */
export const physiologySchema = z.object({
  /** SpO₂ scale 2 of the RCP chart, for hypercapnic respiratory failure where the scenario says so. */
  spo2Scale: z.union([z.literal(1), z.literal(2)]).default(1),
  start: startSchema,
  /** How far the attempt's seed may move each start value, either way (a patient is never twice the same). */
  variation: z.partialRecord(z.enum(vitals), z.number().min(0)).default({}),
  trends: z.array(trendSchema).default([]),
  effects: z.array(effectSchema).default([]),
  /** The condition that means the patient is breathing supplemental oxygen (NEWS2 scores it). */
  oxygenCondition: id.optional(),
  periArrest: periArrestSchema,
  /** The NEWS2 of now against this long before decides improving, stable or deteriorating. */
  outcomeWindowSeconds: z.number().int().positive().default(300),
  /**
   * Scenario seconds per real second: a sepsis hour can be run in ten minutes. Steps'
   * `takesSeconds` still add their own time on top.
   */
  timeScale: z.number().min(1).max(60).default(1),
});

/** The tutor of coach mode (docs/product/practice.md#tutor). */
export const coachSchema = z.object({
  /** A learner's first attempts at the scenario start in coach mode; later ones assessed. */
  firstAttempts: z.number().int().min(0).default(2),
  /** Scenario seconds without progress on the next critical step before the tutor prompts. */
  stallSeconds: z.number().int().positive().default(90),
});

/**
 * Actions that change nothing or undo a step after its time (docs/product/practice.md#inefficiencies):
 * logged and shown in the debrief with a small penalty, never a fail by themselves.
 */
export const inefficiencyRuleSchema = z.object({
  id,
  on: id,
  /** Conditions that hold when it is chosen; `unless` those that must not. */
  when: z.array(id).default([]),
  unless: z.array(id).default([]),
  penalty: z.number().int().min(0).max(20),
  title: z.string().min(1),
  why: z.string().min(1),
});

export const inefficienciesSchema = z.object({
  /** Taken once per action repeated when repeating it changed nothing. */
  repeatPenalty: z.number().int().min(0).max(20).default(1),
  /** The most all inefficiencies together can take from the score. */
  maxPenalty: z.number().int().min(0).max(50).default(10),
  rules: z.array(inefficiencyRuleSchema).default([]),
});

export type PhysiologyDefinition = z.infer<typeof physiologySchema>;
export type PhysiologyTrend = z.infer<typeof trendSchema>;
export type PhysiologyEffect = z.infer<typeof effectSchema>;
export type ActionTime = z.infer<typeof actionTimeSchema>;
export type CoachSettings = z.infer<typeof coachSchema>;
export type InefficiencyRule = z.infer<typeof inefficiencyRuleSchema>;
