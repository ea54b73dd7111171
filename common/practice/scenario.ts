import { z } from "../zod";
import { sceneTargets } from "./scene-contract";
import { coachSchema, inefficienciesSchema, physiologySchema } from "./physiology-schema";

/**
 * A practice scenario as data (docs/product/practice.md#scenarios, decision 0039): the engine knows no procedure. The
 * state of a session is the set of conditions that hold (the tourniquet is on, the site is
 * clean…); an action is available when the conditions it needs hold and those it is barred by
 * do not, and its transition adds and removes conditions. Stored as one validated JSON document
 * per scenario (`practice_scenarios.definition`), parsed with this schema on every read.
 */
const id = z.string().regex(/^[a-z0-9-]+$/, "lower-case words joined by hyphens");

/** Where the course teaches a step: a lesson of the scenario's course and a section in it. */
export const lessonSectionSchema = z.object({
  lesson: id,
  section: z.string().min(1),
});

export const scenarioActionSchema = z.object({
  id,
  label: z.string().min(1),
  target: z.enum(sceneTargets),
  /** What the learner sees happen, announced in list mode. */
  outcome: z.string().min(1),
  requires: z.array(id).default([]),
  barredBy: z.array(id).default([]),
  adds: z.array(id).default([]),
  removes: z.array(id).default([]),
  /** Most things are done once; a repeatable action stays available. */
  repeatable: z.boolean().default(false),
  /** Time the procedure itself takes (drying skin): added to the session's clock, not waited. */
  takesSeconds: z.number().int().min(0).max(600).default(0),
});

/** A step the procedure must include, with the steps it must follow and its time limit. */
export const criticalStepSchema = z.object({
  action: id,
  /** Steps that must already be done when this one is. */
  after: z.array(id).default([]),
  /** Done within this many seconds of `from` (another step), or of the start. */
  within: z.object({ seconds: z.number().int().positive(), from: id.optional() }).optional(),
  title: z.string().min(1),
  why: z.string().min(1),
  teaches: lessonSectionSchema,
  basis: z.string().min(1),
  /**
   * Missing it fails the session whatever the score (docs/product/practice.md#scoring): a step that protects the
   * patient or the practitioner, not one of technique.
   */
  safety: z.boolean().default(false),
  /** What the tutor says when the learner stalls before this step (a question, not the answer). */
  hint: z.string().min(1).optional(),
});

/**
 * Something harmful: choosing `on` (an action, or finishing the session) while the `when`
 * conditions hold. Each error counts once, however often it is made.
 */
export const scenarioErrorSchema = z.object({
  id,
  on: z.union([id, z.literal("finish")]),
  when: z.array(id).default([]),
  /** Conditions that must not hold for it to be an error (finishing with anaphylaxis refractory and nobody called). */
  unless: z.array(id).default([]),
  penalty: z.number().int().min(1).max(100),
  title: z.string().min(1),
  why: z.string().min(1),
  teaches: lessonSectionSchema,
  basis: z.string().min(1),
});

export const scenarioDefinitionSchema = z
  .object({
    summary: z.string().min(1),
    /** The guidance the whole scenario rests on, named in words. */
    basis: z.string().min(1),
    /** A competent practitioner finishes within this; beyond it the score loses `overTimePenalty`. */
    targetSeconds: z.number().int().positive(),
    /** The score a session needs to pass, with no safety step missed. */
    passMark: z.number().int().min(0).max(100).default(70),
    overTimePenalty: z.number().int().min(0).max(100),
    /** Which scene object shows which condition: "in-use" or "done" while the condition holds. */
    targetStates: z.array(
      z.object({
        target: z.enum(sceneTargets),
        state: z.enum(["in-use", "done"]),
        when: id,
      }),
    ),
    actions: z.array(scenarioActionSchema).min(1),
    critical: z.array(criticalStepSchema).min(1),
    errors: z.array(scenarioErrorSchema),
    /** A patient whose observations change; absent for a procedure on a still patient. */
    physiology: physiologySchema.optional(),
    coach: coachSchema.default({ firstAttempts: 2, stallSeconds: 90 }),
    inefficiencies: inefficienciesSchema.default({ repeatPenalty: 1, maxPenalty: 10, rules: [] }),
  })
  .superRefine((scenario, issues) => {
    const actionIds = new Set(scenario.actions.map((action) => action.id));
    const criticalIds = new Set(scenario.critical.map((step) => step.action));
    const unknown = (where: string, ref: string) =>
      issues.addIssue({ code: "custom", message: `${where} names an unknown action "${ref}"` });
    if (actionIds.size !== scenario.actions.length) {
      issues.addIssue({ code: "custom", message: "two actions share an id" });
    }
    for (const step of scenario.critical) {
      if (!actionIds.has(step.action)) unknown("a critical step", step.action);
      for (const ref of step.after) if (!criticalIds.has(ref)) unknown(`${step.action}.after`, ref);
      if (step.within?.from && !actionIds.has(step.within.from)) {
        unknown(`${step.action}.within`, step.within.from);
      }
    }
    for (const error of scenario.errors) {
      if (error.on !== "finish" && !actionIds.has(error.on)) unknown(`error ${error.id}`, error.on);
    }
    for (const rule of scenario.inefficiencies.rules) {
      if (!actionIds.has(rule.on)) unknown(`inefficiency ${rule.id}`, rule.on);
    }
    const physiology = scenario.physiology;
    if (physiology) {
      for (const effect of physiology.effects) {
        if (!actionIds.has(effect.action)) unknown(`an effect on ${effect.vital}`, effect.action);
      }
      for (const trend of physiology.trends) {
        for (const stop of trend.stoppedBy) {
          if (!actionIds.has(stop.action)) unknown(`a trend of ${trend.vital}`, stop.action);
        }
      }
    }
  });

export type ScenarioDefinition = z.infer<typeof scenarioDefinitionSchema>;
export type ScenarioDefinitionInput = z.input<typeof scenarioDefinitionSchema>;
export type ScenarioAction = z.infer<typeof scenarioActionSchema>;
export type CriticalStep = z.infer<typeof criticalStepSchema>;
export type ScenarioError = z.infer<typeof scenarioErrorSchema>;
export type LessonSection = z.infer<typeof lessonSectionSchema>;
