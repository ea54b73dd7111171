import { sql, type SQL } from "drizzle-orm";
import { evidenceComplete } from "./evidence-rule";

/**
 * When a learner completed a course (docs/product/institutions.md#renewal, decision 0060 as
 * amended): while the evidence of completion holds (`done`), when its latest piece arrived
 * (`learner_course_standing.evidence_at`); while a renewal is under way (the evidence reopened
 * and not complete again), the completion it renews, which `course_renewals` keeps. Null
 * otherwise. A certificate plays no part: Standard learners get none, and mandatory training
 * expires for them all the same.
 */
export function completedAtSql(parts: {
  done: SQL;
  evidenceAt: SQL;
  userId: SQL;
  courseId: SQL;
}): SQL<Date | null> {
  return sql<Date | null>`(case when ${parts.done} then ${parts.evidenceAt} else (
    select renewed.previous_awarded_at from course_renewals renewed
    where renewed.user_id = ${parts.userId} and renewed.course_id = ${parts.courseId}
    order by renewed.opened_at desc limit 1) end)`;
}

/**
 * The same for one learner and a course of the outer statement, from their summary row (read
 * by its key) against the course's lessons, assessment and scenarios.
 */
export function learnerCompletedAtSql(userId: SQL | string, courseId: SQL): SQL<Date | null> {
  const scenarioCount = sql`(select count(*)::int from practice_scenarios ps
    where ps.course_id = ${courseId})`;
  const done = evidenceComplete({
    lessonCount: sql`(select count(*)::int from lessons l join modules mo on mo.id = l.module_id
      where mo.course_id = ${courseId})`,
    lessonsEngaged: sql`lcs.lessons_engaged`,
    assessmentRequired: sql`exists (select 1 from assessments a where a.course_id = ${courseId})`,
    assessmentPassed: sql`lcs.assessment_passed`,
    practiceRequired: sql`${scenarioCount} > 0`,
    practicePassed: sql`lcs.scenarios_passed >= ${scenarioCount}`,
  });
  const completedAt = completedAtSql({
    done,
    evidenceAt: sql`lcs.evidence_at`,
    userId: sql`lcs.user_id`,
    courseId: sql`lcs.course_id`,
  });
  return sql<Date | null>`(select ${completedAt} from learner_course_standing lcs
    where lcs.user_id = ${userId} and lcs.course_id = ${courseId})`;
}
