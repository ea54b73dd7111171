import { sql, type SQL } from "drizzle-orm";
import { evidenceComplete } from "./evidence-rule";

/**
 * Evidence of completion for many learners and courses at once
 * (docs/product/learning.md#evidence-of-completion), as CTEs for one statement whatever their
 * number: `evidence_courses` (course_id, lesson_count, assessment_required, practice_required)
 * for the courses `courseIds` selects, and `evidence_learners` (user_id, course_id,
 * lessons_engaged, assessment_passed, practice_passed) for the learners `userIds` selects, a row
 * only where there is some evidence. `evidenceCompleteOf` joins them with the one rule.
 */
export function evidenceCtes(userIds: SQL, courseIds: SQL) {
  return sql`
    evidence_courses as (
      select c.id as course_id,
        (select count(*)::int from lessons l join modules mo on mo.id = l.module_id
          where mo.course_id = c.id) as lesson_count,
        exists (select 1 from assessments a where a.course_id = c.id) as assessment_required,
        exists (select 1 from practice_scenarios ps where ps.course_id = c.id) as practice_required
      from courses c where c.id in (${courseIds})
    ),
    evidence_facts as (
      select le.user_id, mo.course_id, 'lesson' as kind
      from lesson_engagement le
      join lessons l on l.id = le.lesson_id
      join modules mo on mo.id = l.module_id
      where le.engaged_at is not null and le.user_id in (${userIds})
        and mo.course_id in (select course_id from evidence_courses)
      union all
      select r.user_id, r.course_id, 'assessment'
      from assessment_results r
      where r.passed and r.user_id in (${userIds})
        and r.course_id in (select course_id from evidence_courses)
      union all
      select pa.user_id, ps.course_id, 'practice'
      from practice_attempts pa join practice_scenarios ps on ps.id = pa.scenario_id
      where pa.passed and pa.user_id in (${userIds})
        and ps.course_id in (select course_id from evidence_courses)
    ),
    evidence_learners as (
      select user_id, course_id,
        (count(*) filter (where kind = 'lesson'))::int as lessons_engaged,
        bool_or(kind = 'assessment') as assessment_passed,
        bool_or(kind = 'practice') as practice_passed
      from evidence_facts group by user_id, course_id
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
    practiceRequired: sql`${c}.practice_required`,
    practicePassed: sql`coalesce(${l}.practice_passed, false)`,
  });
}
