import { boolean, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { ownerId } from "./owner-column";

/**
 * A learner's facts in one course, summarised (decision 0066): kept by triggers on
 * lesson_engagement, assessment_results, practice_attempts, course_renewals and user_progress
 * (migration 0019), so the manager area reads one row per learner and course instead of
 * aggregating the raw facts. A row exists only where some fact does. The rule itself stays in
 * evidence-rule.ts.
 */
export const learnerCourseStanding = pgTable(
  "learner_course_standing",
  {
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The course's lessons engaged (lesson_engagement.engaged_at set). */
    lessonsEngaged: integer("lessons_engaged").notNull().default(0),
    lastEngagedAt: timestamp("last_engaged_at", { withTimezone: true }),
    /** A passed result since the latest renewal. */
    assessmentPassed: boolean("assessment_passed").notNull().default(false),
    /** The course's scenarios passed in an assessed attempt since the latest renewal. */
    scenariosPassed: integer("scenarios_passed").notNull().default(0),
    /** Whether any of the three above holds: the evidence has begun. */
    hasEvidence: boolean("has_evidence").notNull().default(false),
    /**
     * When the latest piece of the current evidence arrived (migration 0021): the last lesson
     * engaged, the first pass since the latest renewal, each scenario's first assessed pass since
     * it. Where the evidence is complete it is the completion's time, which expiry counts from.
     */
    evidenceAt: timestamp("evidence_at", { withTimezone: true }),
    /** user_progress: rows, ticked lessons, the latest update. */
    hasProgress: boolean("has_progress").notNull().default(false),
    lessonsCompleted: integer("lessons_completed").notNull().default(0),
    progressAt: timestamp("progress_at", { withTimezone: true }),
    /** assessment_results, every one (renewals do not erase the history shown to managers). */
    hasResults: boolean("has_results").notNull().default(false),
    bestScore: integer("best_score"),
    anyPassed: boolean("any_passed").notNull().default(false),
    resultsAt: timestamp("results_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export type LearnerCourseStanding = typeof learnerCourseStanding.$inferSelect;
