import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { courses, lessons } from "./courses";
import { ownerId } from "./owner-column";

/**
 * A practice scenario (docs/product/practice.md#scenarios, decision 0039): the procedure as one JSON document, validated
 * by `scenarioDefinitionSchema` (common/practice/scenario.ts) whenever it is read or written.
 */
export const practiceScenarios = pgTable(
  "practice_scenarios",
  {
    id: uuidPk(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** A stable natural key within the course, so the seed can match rows. */
    key: text("key").notNull(),
    title: text("title").notNull(),
    /** The lesson whose _Initiate VR Lesson_ opens this scenario; null: any lesson of the course without one of its own. */
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "set null" }),
    definition: jsonb("definition").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("practice_scenarios_course_key").on(t.courseId, t.key)],
);

/** One learner's session of a scenario; the score is written once, when it is finished. */
export const practiceAttempts = pgTable(
  "practice_attempts",
  {
    id: uuidPk(),
    userId: ownerId(),
    scenarioId: uuid("scenario_id")
      .notNull()
      .references(() => practiceScenarios.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Varies the patient of a physiology scenario; the same seed and log always replay alike. */
    seed: integer("seed").notNull().default(0),
    /**
     * "coached": the tutor prompts and stops unsafe actions; "assessed": no tutor, and only such
     * an attempt counts as evidence (docs/product/practice.md#tutor). Chosen before the first action.
     */
    mode: text("mode", { enum: ["coached", "assessed"] })
      .notNull()
      .default("assessed"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Derived from the action log on the server when the session finishes. */
    score: integer("score"),
    /** Time practised on the session's clock, in seconds (the learning record counts it). */
    durationSeconds: integer("duration_seconds"),
    /**
     * Scored at or above the scenario's pass mark with no critical safety step missed; null until
     * finished (and for sessions finished before the pass was judged).
     */
    passed: boolean("passed"),
  },
  (t) => [
    index("practice_attempts_user_scenario_idx").on(
      t.userId,
      t.scenarioId,
      sql`${t.startedAt} desc`,
    ),
    check("practice_attempts_score_range", sql`${t.score} between 0 and 100`),
    check(
      "practice_attempts_finished_scored",
      sql`(${t.finishedAt} is null) = (${t.score} is null)`,
    ),
  ],
);

/** The action log: every choice of a session, in order, with its time on the session's clock. */
export const practiceActions = pgTable(
  "practice_actions",
  {
    id: uuidPk(),
    attemptId: uuid("attempt_id")
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: "cascade" }),
    // The attempt's owner again, so every statement can filter by user_id in SQL on its own.
    userId: ownerId(),
    step: integer("step").notNull(),
    actionId: text("action_id").notNull(),
    /**
     * "ok", or the ids of the errors the action made, comma-separated ("error:needle-resheathed");
     * "stopped:<id>,…" for an unsafe choice the tutor stopped, "asked" for a question to the tutor
     * (server/practice/action-outcome.ts).
     */
    outcome: text("outcome").notNull(),
    offsetMs: integer("offset_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("practice_actions_attempt_step").on(t.attemptId, t.step)],
);

export type PracticeScenarioRow = typeof practiceScenarios.$inferSelect;
export type PracticeAttemptRow = typeof practiceAttempts.$inferSelect;
export type PracticeActionRow = typeof practiceActions.$inferSelect;
