import { sql } from "drizzle-orm";
import {
  assessmentResults,
  assessments,
  lessonEngagement,
  lessons,
  modules,
  practiceAttempts,
  practiceScenarios,
} from "../../db/schema/index";
import { outerCourseId } from "../course-ref";
import { evidenceComplete, type EvidenceFacts } from "./evidence-rule";
import { sinceLatestRenewal } from "./renewal-cutoff";

/** A lesson the viewer has not engaged yet, for the checklist. */
export type LessonToEngage = { id: string; title: string; hasVideo: boolean };

const engagedLesson = (userId: string) => sql`
  select 1 from ${lessonEngagement} le
  where le.user_id = ${userId} and le.lesson_id = l.id and le.engaged_at is not null`;

/** The facts of the rule for one viewer, as subqueries correlated with the outer `courses` row. */
function viewerFacts(userId: string): EvidenceFacts {
  return {
    lessonCount: sql`(select count(*)::int from ${lessons} l
      join ${modules} m on m.id = l.module_id where m.course_id = ${outerCourseId})`,
    lessonsEngaged: sql`(select count(*)::int from ${lessons} l
      join ${modules} m on m.id = l.module_id
      where m.course_id = ${outerCourseId} and exists (${engagedLesson(userId)}))`,
    assessmentRequired: sql`exists (
      select 1 from ${assessments} a where a.course_id = ${outerCourseId})`,
    assessmentPassed: sql`exists (
      select 1 from ${assessmentResults} r
      where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed
        and ${sinceLatestRenewal(userId, outerCourseId, sql`r.created_at`)})`,
    practiceRequired: sql`exists (
      select 1 from ${practiceScenarios} ps where ps.course_id = ${outerCourseId})`,
    // Every scenario of the course passed in an assessed attempt (decision 0054): coached ones do not count.
    practicePassed: sql`not exists (
      select 1 from ${practiceScenarios} ps where ps.course_id = ${outerCourseId}
        and not exists (select 1 from ${practiceAttempts} pa
          where pa.scenario_id = ps.id and pa.user_id = ${userId}
            and pa.passed and pa.mode = 'assessed'
            and ${sinceLatestRenewal(userId, outerCourseId, sql`pa.started_at`)}))`,
  };
}

/**
 * The viewer's evidence of completion for each course of a `courses` query
 * (docs/product/learning.md#evidence-of-completion), as subqueries of the same statement, each
 * reading the viewer's own rows only: the facts, whether it is complete, and the first
 * `lessonsListed` lessons still to engage, in the course's order, for the checklist.
 */
export function evidenceColumns(userId: string, { lessonsListed = 1000 } = {}) {
  const facts = viewerFacts(userId);
  return {
    evidenceLessonCount: sql<number>`${facts.lessonCount}`,
    lessonsEngaged: sql<number>`${facts.lessonsEngaged}`,
    assessmentRequired: sql<boolean>`${facts.assessmentRequired}`,
    assessmentPassed: sql<boolean>`${facts.assessmentPassed}`,
    practiceRequired: sql<boolean>`${facts.practiceRequired}`,
    practicePassed: sql<boolean>`${facts.practicePassed}`,
    evidenceComplete: evidenceComplete(facts),
    lessonsToEngage: sql<LessonToEngage[]>`(
      select coalesce(json_agg(json_build_object(
        'id', left_lesson.id, 'title', left_lesson.title, 'hasVideo', left_lesson.has_video
      ) order by left_lesson.module_order, left_lesson.lesson_order), '[]'::json)
      from (
        select l.id, l.title, l.video_seconds is not null as has_video,
          m.order_number as module_order, l.order_number as lesson_order
        from ${lessons} l join ${modules} m on m.id = l.module_id
        where m.course_id = ${outerCourseId} and not exists (${engagedLesson(userId)})
        order by m.order_number, l.order_number
        limit ${lessonsListed}
      ) left_lesson)`,
    /** The course's last lesson, whose VR tab opens the practice session. */
    practiceLessonId: sql<string | null>`(
      select l.id from ${lessons} l join ${modules} m on m.id = l.module_id
      where m.course_id = ${outerCourseId}
      order by m.order_number desc, l.order_number desc limit 1)`,
  };
}
