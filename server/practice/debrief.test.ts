import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { courses, practiceAttempts, practiceScenarios, users } from "@server/db/schema";
import { ivCannulationCourse } from "@server/db/seed/content/iv-cannulation-course";
import { ivCannulationScenario } from "@server/db/seed/content/practice/iv-cannulation-scenario";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { upsertScenario } from "@server/db/seed/upsert-scenario";
import { patientOf } from "@common/practice/engine";
import { scenarioDefinitionSchema, type ScenarioDefinitionInput } from "@common/practice/scenario";
import { openTestDatabase } from "../../tests/support/test-database";
import { ivInOrder } from "../../tests/support/iv-cannulation-procedure";
import { finishAttempt, recordAction, startAttempt } from "./attempts";
import { loadDebrief } from "./debrief";
import { replayEvents } from "./debrief-replay";

// The debrief's replay (docs/product/practice.md#debrief): for a scenario with a patient, the
// patient each minute and at every event, derived again from the seed and the log; none for a
// still patient; the inefficiencies of every scenario.
let database: Database;
const learner = randomUUID();
let courseId = "";
let patientScenarioId = "";
let ivScenarioId = "";

const lessonSection = { lesson: "procedure-aftercare-and-documentation", section: "Step by step" };
/** A falling blood pressure that fluids stop and lift, and oxygen that lifts the saturation. */
const deteriorating: ScenarioDefinitionInput = {
  summary: "A patient whose blood pressure falls until fluids are given.",
  basis: "A test of the debrief",
  targetSeconds: 900,
  overTimePenalty: 5,
  targetStates: [],
  actions: [
    {
      id: "clean-hands",
      label: "Clean your hands",
      target: "hand-gel",
      outcome: "Clean.",
      repeatable: true,
    },
    {
      id: "give-oxygen",
      label: "Give oxygen",
      target: "oxygen",
      outcome: "Oxygen on.",
      adds: ["on-oxygen"],
    },
    { id: "give-fluids", label: "Give a fluid bolus", target: "fluid-bag", outcome: "Running." },
  ],
  critical: [
    {
      action: "give-fluids",
      title: "Gave fluids",
      why: "The pressure falls.",
      teaches: lessonSection,
      basis: "NICE NG51",
    },
  ],
  errors: [],
  physiology: {
    start: {
      respiratoryRate: 22,
      spo2: 93,
      systolic: 104,
      diastolic: 64,
      heartRate: 112,
      temperature: 38.6,
      consciousness: "A",
      capillaryRefill: 3,
    },
    variation: { heartRate: 3 },
    trends: [
      { vital: "systolic", perMinute: -2, stoppedBy: [{ action: "give-fluids" }] },
      { vital: "heartRate", perMinute: 2, stoppedBy: [{ action: "give-fluids" }] },
    ],
    effects: [
      { action: "give-oxygen", vital: "spo2", change: 4, onsetSeconds: 120 },
      { action: "give-fluids", vital: "systolic", change: 25, onsetSeconds: 300 },
      { action: "give-fluids", vital: "heartRate", change: -25, onsetSeconds: 300 },
    ],
    oxygenCondition: "on-oxygen",
    periArrest: { systolicBelow: 70 },
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await upsertCourse(db, ivCannulationCourse);
  await upsertScenario(db, ivCannulationScenario);
  await upsertScenario(db, {
    courseSlug: ivCannulationCourse.slug,
    key: "debrief-test-patient",
    title: "A deteriorating patient",
    definition: deteriorating,
  });
  const [course] = await db.select({ id: courses.id }).from(courses);
  courseId = course!.id;
  const scenarioId = async (key: string) =>
    (
      await db
        .select({ id: practiceScenarios.id })
        .from(practiceScenarios)
        .where(and(eq(practiceScenarios.courseId, courseId), eq(practiceScenarios.key, key)))
    )[0]!.id;
  patientScenarioId = await scenarioId("debrief-test-patient");
  ivScenarioId = await scenarioId(ivCannulationScenario.key);
  await db
    .insert(users)
    .values({ id: learner, name: "Ada Okafor", email: "ada-debrief@example.org" });
});
afterAll(async () => {
  await database?.close();
});

/** Plays `steps` at their second of the scenario and finishes at `finishAt`. */
async function play(
  steps: [seconds: number, actionId: string][],
  finishAt: number,
  scenarioId: string,
) {
  const { db } = database;
  const attemptId = (await startAttempt(db, { userId: learner, courseId, scenarioId }))!;
  const [row] = await db
    .select({ startedAt: practiceAttempts.startedAt })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.id, attemptId));
  const at = (seconds: number) => new Date(row!.startedAt.getTime() + seconds * 1000);
  for (const [seconds, actionId] of steps) {
    const result = await recordAction(db, {
      userId: learner,
      attemptId,
      actionId,
      now: at(seconds),
    });
    expect(result.kind, actionId).toBe("recorded");
  }
  await finishAttempt(db, { userId: learner, attemptId, now: at(finishAt) });
  const debrief = await loadDebrief(db, learner, attemptId);
  if (!debrief?.finished) throw new Error("the attempt was not finished");
  return { attemptId, debrief };
}

describe("the debrief's replay of the patient", () => {
  it("charts the patient each minute and at every event, the same at every reading, and lists the inefficiencies", async () => {
    const steps: [number, string][] = [
      [20, "clean-hands"],
      [25, "clean-hands"],
      [30, "clean-hands"],
      [120, "give-oxygen"],
      [240, "give-fluids"],
    ];
    const { attemptId, debrief } = await play(steps, 630, patientScenarioId);
    const patient = debrief.patient!;
    expect(patient.series.map((point) => point.atSeconds)).toEqual([
      0, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 630,
    ]);

    // Derived again from the seed and the log alone: the engine's patient at each moment.
    const [stored] = await database.db
      .select({ seed: practiceAttempts.seed })
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attemptId));
    const definition = scenarioDefinitionSchema.parse(deteriorating);
    const log = steps.map(([seconds, actionId]) => ({ actionId, offsetMs: seconds * 1000 }));
    const engine = patientOf(definition, stored!.seed, log)!;
    for (const point of patient.series) {
      expect(point.observations).toEqual(engine.at(point.atSeconds).observations);
      expect(point.news2).toEqual(engine.at(point.atSeconds).news2);
    }
    expect((await loadDebrief(database.db, learner, attemptId))!).toEqual(debrief);

    // Falling until the fluids took hold, then better: the outcome and NEWS2 at both ends.
    const systolic = patient.series.map((point) => point.observations.systolic);
    expect(systolic[4]!).toBeLessThan(systolic[0]!);
    expect(systolic.at(-1)!).toBeGreaterThan(systolic[4]!);
    expect(patient.news2AtStart).toBe(patient.series[0]!.news2.total);
    expect(patient.news2AtEnd).toBe(patient.series.at(-1)!.news2.total);
    expect(patient.news2AtEnd).toBeLessThan(patient.news2AtStart);
    expect(patient.outcome).toBe("improving");
    expect(patient.series[3]!.observations.onOxygen).toBe(true);

    // Every event carries the patient as they were then. The attempt is the learner's first, so
    // coached: the tutor prompted once, 90 s after the oxygen, with the fluids still to give.
    expect(debrief.timeline.map((event) => [event.kind, event.atSeconds])).toEqual([
      ...steps.slice(0, -1).map(([seconds]) => ["action", seconds]),
      ["prompt", 210],
      ["action", 240],
    ]);
    for (const event of debrief.timeline) {
      expect(event.patient!.news2).toEqual(engine.at(event.atSeconds).news2);
    }

    // Hands cleaned three times in a row: two repeats that changed nothing, one penalty.
    expect(debrief.inefficiencies).toEqual([
      expect.objectContaining({
        id: "repeat-clean-hands",
        title: "Repeated with nothing changed: Clean your hands",
        count: 2,
        atSeconds: 25,
        penalty: 1,
      }),
    ]);
  });

  it("has no patient for a procedure on a still patient, and still lists its inefficiencies", async () => {
    const repeated = [...ivInOrder];
    repeated.splice(repeated.indexOf("hand-hygiene"), 0, "hand-hygiene");
    const { debrief } = await play(
      repeated.map((id, index) => [(index + 1) * 3, id]),
      (repeated.length + 1) * 3,
      ivScenarioId,
    );
    expect(debrief.patient).toBeNull();
    expect(debrief.timeline).toHaveLength(repeated.length);
    expect(debrief.timeline.every((event) => event.patient === null)).toBe(true);
    expect(debrief.inefficiencies.map((item) => [item.id, item.count])).toEqual([
      ["repeat-hand-hygiene", 1],
    ]);
  });

  it("merges the tutor's prompts into the timeline as events of their own, in time order", () => {
    const definition = scenarioDefinitionSchema.parse(deteriorating);
    const log = [
      { step: 1, actionId: "give-oxygen", offsetMs: 30_000, outcome: { errorIds: [] } },
      { step: 2, actionId: "give-fluids", offsetMs: 200_000, outcome: { errorIds: [] } },
    ];
    const events = replayEvents(definition, log, patientOf(definition, 7, log), [
      { atSeconds: 120, text: "What does the blood pressure tell you?" },
    ]);
    expect(events.map((event) => [event.kind, event.atSeconds, event.label])).toEqual([
      ["action", 30, "Give oxygen"],
      ["prompt", 120, "What does the blood pressure tell you?"],
      ["action", 200, "Give a fluid bolus"],
    ]);
  });
});
