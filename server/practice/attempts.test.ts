import type { PracticeMode } from "@common/practice/tutor";
import { chooseMode } from "./tutor-mode";
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import {
  courses,
  practiceActions,
  practiceAttempts,
  practiceScenarios,
  users,
} from "@server/db/schema";
import { ivCannulationCourse } from "@server/db/seed/content/iv-cannulation-course";
import { ivCannulationScenario } from "@server/db/seed/content/practice/iv-cannulation-scenario";
import { venepunctureScenario } from "@server/db/seed/content/practice/venepuncture-scenario";
import { venepunctureCourse } from "@server/db/seed/content/venepuncture-course";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { upsertScenario } from "@server/db/seed/upsert-scenario";
import { openTestDatabase } from "../../tests/support/test-database";
import { scenarioDefinitionSchema } from "@common/practice/scenario";
import { scoreAttempt } from "@common/practice/scoring";
import { practiceVerdict } from "@common/practice/verdict";
import { finishAttempt, recordAction, startAttempt } from "./attempts";
import { loadDebrief } from "./debrief";
import { practiceHistory } from "../learning/practice-history";
import { loadLearningRecord } from "../learning/record/learning-record";
import { ivInOrder } from "../../tests/support/iv-cannulation-procedure";

// The scoring of action logs (docs/product/practice.md#scoring): each session is played through the engine with the
// times it would take, then finished and scored on the server from its log alone.
let database: Database;
const learner = randomUUID();
const other = randomUUID();
const courseIds: Record<string, string> = {};

/** The same, with the tourniquet kept on from choosing the vein to the end of insertion. */
const tourniquetKeptOn = ivInOrder.filter(
  (id, index) =>
    !((id === "release-tourniquet" && index < 10) || (id === "apply-tourniquet" && index > 10)),
);

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  for (const course of [ivCannulationCourse, venepunctureCourse]) await upsertCourse(db, course);
  for (const scenario of [ivCannulationScenario, venepunctureScenario]) {
    await upsertScenario(db, scenario);
  }
  for (const row of await db.select({ id: courses.id, slug: courses.slug }).from(courses)) {
    courseIds[row.slug] = row.id;
  }
  await db.insert(users).values([
    { id: learner, name: "Ada Okafor", email: "ada-practice@example.org" },
    { id: other, name: "Mallory Price", email: "mallory-practice@example.org" },
  ]);
});
afterAll(async () => {
  await database?.close();
});

/**
 * Plays the actions `gap` seconds apart and finishes `finishAfter` seconds after the last, in an
 * assessed attempt unless told otherwise (a coached one would have its errors stopped).
 */
async function play(
  actions: string[],
  options: { course?: string; gap?: number; finishAt?: number; mode?: PracticeMode } = {},
) {
  const { db } = database;
  const courseId = courseIds[options.course ?? "demo-iv-cannulation"]!;
  const attemptId = (await startAttempt(db, { userId: learner, courseId }))!;
  const mode = options.mode ?? "assessed";
  expect(await chooseMode(db, { userId: learner, attemptId, mode })).toEqual({
    kind: "chosen",
    mode,
  });
  const [row] = await db
    .select({ startedAt: practiceAttempts.startedAt })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.id, attemptId));
  const at = (seconds: number) => new Date(row!.startedAt.getTime() + seconds * 1000);
  const gap = options.gap ?? 3;
  for (const [index, actionId] of actions.entries()) {
    const result = await recordAction(db, {
      userId: learner,
      attemptId,
      actionId,
      now: at((index + 1) * gap),
    });
    expect(result.kind, actionId).toBe("recorded");
  }
  const finished = await finishAttempt(db, {
    userId: learner,
    attemptId,
    now: at(options.finishAt ?? (actions.length + 1) * gap),
  });
  const debrief = await loadDebrief(db, learner, attemptId);
  if (!debrief?.finished) throw new Error("the attempt was not finished");
  return { attemptId, score: finished!.score, passed: finished!.passed, debrief };
}

const storedPass = async (attemptId: string) =>
  (
    await database.db
      .select({ passed: practiceAttempts.passed })
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attemptId))
  )[0]!.passed;

const statusOf = (debrief: { steps: { action: string; status: string }[] }, action: string) =>
  debrief.steps.find((step) => step.action === action)?.status;

describe("scoring a practice session from its log", () => {
  it("gives 100 for the procedure complete and in order, with nothing to improve", async () => {
    const { score, debrief } = await play(ivInOrder);
    expect(score).toBe(100);
    expect(debrief.score).toBe(100);
    expect(debrief.steps.every((step) => step.status === "done")).toBe(true);
    expect(debrief.errors).toEqual([]);
    expect(debrief.overTime).toBe(false);
    // 22 actions 3 s apart, finished 3 s later, plus 30 s of cleaning and 30 s of drying.
    expect(debrief.totalSeconds).toBe(23 * 3 + 60);
    expect(debrief.timeline).toHaveLength(ivInOrder.length);
  });

  it("names a critical step that was missed, and why it matters, with the lesson that teaches it", async () => {
    const { score, debrief } = await play(ivInOrder.filter((id) => id !== "document"));
    expect(score).toBe(Math.round((100 * 17) / 18));
    const missed = debrief.steps.find((step) => step.action === "document")!;
    expect(missed.status).toBe("missed");
    expect(missed.why).toMatch(/record/);
    expect(missed.lesson).toEqual({
      href: "/course/demo-iv-cannulation/start/procedure-aftercare-and-documentation",
      title: "The procedure, aftercare and documentation",
      section: "Documentation and removal",
    });
  });

  it("gives half for a step done out of order and names the step that should come first", async () => {
    const swapped = ivInOrder.filter((id) => id !== "hand-hygiene");
    expect(swapped).toHaveLength(ivInOrder.length - 2);
    swapped.splice(swapped.indexOf("put-on-gloves") + 1, 0, "hand-hygiene");
    const { score, debrief } = await play(swapped);
    // Gloves went on before the hands were cleaned; so did preparing the equipment.
    expect(statusOf(debrief, "put-on-gloves")).toBe("out-of-order");
    expect(statusOf(debrief, "prepare-equipment")).toBe("out-of-order");
    expect(debrief.steps.find((step) => step.action === "put-on-gloves")!.before).toEqual([
      "Cleaned your hands before preparing",
    ]);
    expect(score).toBe(Math.round((100 * 17) / 18));
  });

  it("takes the over-time penalty when the session runs past its target time", async () => {
    const { score, debrief } = await play(ivInOrder, { finishAt: 700 });
    expect(debrief.overTime).toBe(true);
    expect(debrief.totalSeconds).toBe(760);
    expect(score).toBe(90);
  });

  it("marks a step done beyond its time limit as late", async () => {
    // 10 s between actions with the tourniquet on throughout: over its two minutes.
    const { score, debrief } = await play(tourniquetKeptOn, { gap: 10 });
    expect(
      statusOf(await play(tourniquetKeptOn).then((run) => run.debrief), "release-tourniquet"),
    ).toBe("done");
    expect(statusOf(debrief, "release-tourniquet")).toBe("late");
    expect(score).toBe(Math.round((100 * 17.5) / 18));
  });

  it("names the tourniquet left on, and the needle withdrawn under it", async () => {
    const lastRelease = ivInOrder.lastIndexOf("release-tourniquet");
    const { score, debrief } = await play(ivInOrder.filter((_, index) => index !== lastRelease));
    expect(debrief.errors.map((error) => error.id).sort()).toEqual([
      "needle-removed-tourniquet-on",
      "tourniquet-left-on",
    ]);
    // Released only once, while choosing the vein: before the cannula was in, so out of order.
    expect(statusOf(debrief, "release-tourniquet")).toBe("out-of-order");
    expect(score).toBe(Math.round((100 * 17.5) / 18) - 20 - 10);
    const leftOn = debrief.errors.find((error) => error.id === "tourniquet-left-on")!;
    expect(leftOn.why).toMatch(/circulation/);
    expect(leftOn.lesson.href).toBe(
      "/course/demo-iv-cannulation/start/procedure-aftercare-and-documentation",
    );
  });

  it("counts a touched site, re-cleaned, and a re-sheathed needle as two errors", async () => {
    const withErrors = [...ivInOrder];
    withErrors.splice(withErrors.indexOf("let-dry") + 1, 0, "touch-site", "clean-skin", "let-dry");
    withErrors.splice(withErrors.indexOf("dispose-sharps"), 0, "resheathe-needle");
    const { score, debrief } = await play(withErrors);
    expect(debrief.errors.map((error) => error.title)).toEqual([
      "Touched the cleaned skin",
      "Re-sheathed the used needle",
    ]);
    expect(score).toBe(100 - 10 - 15);
    expect(debrief.timeline.filter((entry) => entry.errors.length > 0)).toHaveLength(2);
  });

  it("runs another course's scenario on the same engine", async () => {
    const { score, debrief } = await play(
      [
        "check-identity",
        "gain-consent",
        "hand-hygiene",
        "prepare-equipment",
        "put-on-gloves",
        "apply-tourniquet",
        "select-vein",
        "release-tourniquet",
        "clean-skin",
        "let-dry",
        "apply-tourniquet",
        "insert-needle",
        "fill-tubes",
        "release-tourniquet",
        "withdraw-needle",
        "dispose-sharps",
        "press-gauze",
        "label-tubes",
        "clear-away",
        "document",
      ],
      { course: "venepuncture-essentials" },
    );
    expect(debrief.steps.filter((step) => step.status !== "done")).toEqual([]);
    expect(score).toBe(100);
  });
});

describe("passing a practice session (docs/product/learning.md#evidence-of-completion)", () => {
  it("passes the procedure done well, stores the pass and says so in the debrief", async () => {
    const { attemptId, passed, debrief } = await play(ivInOrder);
    expect(passed).toBe(true);
    expect(await storedPass(attemptId)).toBe(true);
    expect(debrief.verdict).toEqual({
      passed: true,
      headline: "Session passed",
      reasons: ["It counts as the practice the course's certificate asks for."],
    });
  });

  it("passes a good score that missed a step of technique, not of safety", async () => {
    const { attemptId, score, passed } = await play(ivInOrder.filter((id) => id !== "document"));
    expect(score).toBe(94);
    expect(passed).toBe(true);
    expect(await storedPass(attemptId)).toBe(true);
  });

  it("fails a good score that missed a safety step, and names the step", async () => {
    const { attemptId, score, passed, debrief } = await play(
      ivInOrder.filter((id) => id !== "check-identity"),
    );
    expect(score).toBeGreaterThanOrEqual(70);
    expect(passed).toBe(false);
    expect(await storedPass(attemptId)).toBe(false);
    expect(debrief.verdict).toEqual({
      passed: false,
      headline: "Session not passed",
      reasons: ["Safety step missed: Identified the patient"],
    });
    const step = debrief.steps.find((item) => item.action === "check-identity")!;
    expect(step).toMatchObject({ status: "missed", safety: true });
  });

  it("fails a score under the scenario's pass mark, or a session stopped short", async () => {
    const strict = scenarioDefinitionSchema.parse({
      ...ivCannulationScenario.definition,
      passMark: 95,
    });
    const log = ivInOrder.map((actionId, index) => ({
      step: index + 1,
      actionId,
      outcome: { errorIds: [] },
      offsetMs: (index + 1) * 3000,
    }));
    // Over time: 90, which passes the default mark of 70 but not 95.
    const overTime = scoreAttempt(strict, log, 700_000);
    expect(overTime).toMatchObject({ score: 90, passed: false, missedSafety: [] });
    const verdict = practiceVerdict({ ...overTime, passMark: strict.passMark, mode: "assessed" });
    expect(verdict.reasons).toEqual(["Score below the pass mark of 95"]);
    const stoppedShort = await play(ivInOrder.slice(0, 5));
    expect(stoppedShort.score).toBeLessThan(70);
    expect(stoppedShort.passed).toBe(false);
    expect(stoppedShort.debrief.verdict.reasons).toContain("Score below the pass mark of 70");
    expect(stoppedShort.debrief.verdict.reasons).toContain(
      "Safety step missed: Put the needle in the sharps bin straight away",
    );
  });

  it("marks the seeded scenarios' safety steps", () => {
    const safetyOf = (definition: unknown) =>
      scenarioDefinitionSchema
        .parse(definition)
        .critical.filter((step) => step.safety)
        .map((step) => step.action);
    expect(safetyOf(ivCannulationScenario.definition)).toEqual([
      "check-identity",
      "gain-consent",
      "hand-hygiene",
      "clean-skin",
      "release-tourniquet",
      "dispose-sharps",
    ]);
    expect(safetyOf(venepunctureScenario.definition)).toEqual([
      "check-identity",
      "gain-consent",
      "hand-hygiene",
      "release-tourniquet",
      "dispose-sharps",
      "label-tubes",
    ]);
  });
});

describe("the engine's rules", () => {
  it("refuses an action the present state does not offer, and records nothing", async () => {
    const { db } = database;
    const courseId = courseIds["demo-iv-cannulation"]!;
    const attemptId = (await startAttempt(db, { userId: learner, courseId }))!;
    const refused = await recordAction(db, { userId: learner, attemptId, actionId: "flush" });
    expect(refused.kind).toBe("unavailable");
    const unknown = await recordAction(db, { userId: learner, attemptId, actionId: "teleport" });
    expect(unknown.kind).toBe("unavailable");
    const logged = await db
      .select()
      .from(practiceActions)
      .where(eq(practiceActions.attemptId, attemptId));
    expect(logged).toEqual([]);
  });

  it("answers another user's attempt as missing and changes nothing", async () => {
    const { db } = database;
    const courseId = courseIds["demo-iv-cannulation"]!;
    const attemptId = (await startAttempt(db, { userId: learner, courseId }))!;
    const first = await recordAction(db, {
      userId: learner,
      attemptId,
      actionId: "check-identity",
    });
    expect(first.kind).toBe("recorded");
    const before = await db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attemptId));
    const logBefore = await db
      .select()
      .from(practiceActions)
      .where(eq(practiceActions.attemptId, attemptId));

    const asOther = { userId: other, attemptId };
    expect((await recordAction(db, { ...asOther, actionId: "gain-consent" })).kind).toBe(
      "not-found",
    );
    expect(await finishAttempt(db, asOther)).toBeNull();
    expect(await loadDebrief(db, other, attemptId)).toBeNull();

    expect(
      await db.select().from(practiceAttempts).where(eq(practiceAttempts.id, attemptId)),
    ).toEqual(before);
    expect(
      await db.select().from(practiceActions).where(eq(practiceActions.attemptId, attemptId)),
    ).toEqual(logBefore);
  });

  it("keeps the first score when an attempt is finished twice, and takes no action after", async () => {
    const { db } = database;
    const { attemptId, score } = await play(ivInOrder.slice(0, 3));
    const again = await finishAttempt(db, { userId: learner, attemptId });
    expect(again).toEqual({ score, passed: false });
    const late = await recordAction(db, {
      userId: learner,
      attemptId,
      actionId: "prepare-equipment",
    });
    expect(late.kind).toBe("finished");
  });
});

describe("the learning record", () => {
  it("counts the finished sessions and the time practised as CPD, per scenario and day", async () => {
    const { db } = database;
    // The sessions above ran at "now", which can straddle midnight in London (a CI run did): put
    // them on one UK day, keeping each one's length, so there is one entry per scenario.
    await db.execute(sql`
      update practice_attempts
      set finished_at = timestamptz '2026-06-01 12:00:00+00',
        started_at = timestamptz '2026-06-01 12:00:00+00' - (finished_at - started_at)
      where user_id = ${learner} and finished_at is not null`);
    const period = { from: "2000-01-01", to: "2999-12-31" };
    const record = await loadLearningRecord(db, learner, period, "https://clinova.example");
    const practice = record.entries.filter((entry) => entry.source === "practice");
    expect(practice.map((entry) => entry.title).sort()).toEqual([
      "Practice session: Peripheral intravenous cannulation",
      "Practice session: Venepuncture with a closed vacuum system",
    ]);
    const finished = await db
      .select({
        seconds: practiceAttempts.durationSeconds,
        scenarioId: practiceAttempts.scenarioId,
      })
      .from(practiceAttempts)
      .where(and(eq(practiceAttempts.userId, learner), isNotNull(practiceAttempts.finishedAt)));
    const total = finished.reduce((sum, row) => sum + (row.seconds ?? 0), 0);
    const minutes = practice.reduce((sum, entry) => sum + entry.minutes, 0);
    expect(Math.abs(minutes - total / 60)).toBeLessThanOrEqual(1);
    expect(practice.every((entry) => entry.activityType === "Simulation or skills training")).toBe(
      true,
    );
    expect(practice.find((entry) => entry.title.includes("intravenous"))!.achievement).toMatch(
      /^\d+ sessions \(.+ practised\); best score 100 out of 100$/,
    );
    // Nobody else's sessions.
    const others = await loadLearningRecord(db, other, period, "https://clinova.example");
    expect(others.entries).toEqual([]);
  });
});

describe("the VR tab's history", () => {
  it("gives the best and last score and the latest five attempts, the owner's only", async () => {
    const { db } = database;
    const courseId = courseIds["demo-iv-cannulation"]!;
    const { score: last } = await play(ivInOrder.filter((id) => id !== "document"));
    const history = (await practiceHistory(db, learner, courseId))!;
    expect(history.scenarioTitle).toBe("Peripheral intravenous cannulation");
    expect(history.best).toBe(100);
    expect(history.last).toBe(last);
    expect(history.attempts).toHaveLength(5);
    expect(history.attempts[0]!.score).toBe(last);
    expect(new Date(history.attempts[0]!.startedAt).getTime()).not.toBeNaN();
    const [ivScenario] = await db
      .select({ id: practiceScenarios.id })
      .from(practiceScenarios)
      .where(eq(practiceScenarios.courseId, courseId));
    const finished = await db
      .select()
      .from(practiceAttempts)
      .where(
        and(
          eq(practiceAttempts.userId, learner),
          eq(practiceAttempts.scenarioId, ivScenario!.id),
          isNotNull(practiceAttempts.finishedAt),
        ),
      );
    expect(history.finished).toBe(finished.length);
    const others = (await practiceHistory(db, other, courseId))!;
    expect(others).toMatchObject({ best: null, last: null, finished: 0, attempts: [] });
  });
});
