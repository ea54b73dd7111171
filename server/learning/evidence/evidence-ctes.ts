import { sql, type SQL } from "drizzle-orm";
import { evidenceComplete } from "./evidence-rule";

/**
 * Evidence of completion for many learners and courses at once
 * (docs/product/learning.md#evidence-of-completion), as CTEs for one statement whatever their
 * number: `evidence_courses` (course_id, lesson_count, assessment_required, scenario_count)
 * for the courses `courseIds` selects, and `evidence_learners` (user_id, course_id,
 * lessons_engaged, assessment_passed, scenarios_passed: the course's scenarios passed in an assessed
 * attempt, evidence_at: when the latest piece arrived) for the learners `userIds` selects, a row
 * only where there is some evidence. `evidenceCompleteOf` joins them with the one rule.
 * The learners' facts come from `learner_course_standing` (decision 0066), which the database
 * keeps from the raw facts on every write, renewals included (decision 0060): one row per
 * learner and course instead of every engaged lesson, result and session.
 */
export function evidenceCtes(userIds: SQL, courseIds: SQL) {
  return sql`
    evidence_courses as (
      select c.id as course_id,
        (select count(*)::int from lessons l join modules mo on mo.id = l.module_id
          where mo.course_id = c.id) as lesson_count,
        exists (select 1 from assessments a where a.course_id = c.id) as assessment_required,
        (select count(*)::int from practice_scenarios ps where ps.course_id = c.id) as scenario_count
      from courses c where c.id in (${courseIds})
    ),
    evidence_learners as materialized (
      select s.user_id, s.course_id, s.lessons_engaged, s.assessment_passed, s.scenarios_passed,
        s.evidence_at
      from learner_course_standing s
      where s.has_evidence and s.user_id in (${userIds})
        and s.course_id in (select course_id from evidence_courses)
    )`;
}

/** The rule over an `evidence_courses` row and a (left-joined) `evidence_learners` row. */
export function evidenceCompleteOf(course: string, learner: string) {
  const c = sql.raw(course);
  const l = sql.raw(learner);
  return evidenceComplete({
    lessonCount: sql`${c}.lesson_count`,
    lessonsEngaged: sql`coalesce(${l}.lessons_engaged, 0)`,
    assessmentRequired: sql`${c}.assessment_required`,
    assessmentPassed: sql`coalesce(${l}.assessment_passed, false)`,
    practiceRequired: sql`${c}.scenario_count > 0`,
    practicePassed: sql`coalesce(${l}.scenarios_passed, 0) >= ${c}.scenario_count`,
  });
}
