import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  assessmentOptions,
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
} from "../../db/schema/index";

export type QuestionForEditing = {
  id: string;
  orderNumber: number;
  text: string;
  correctOption: string;
  explanation: string;
  outcome: string;
  teachesLessonId: string | null;
  teachesSection: string | null;
  source: string;
  options: { letter: string; text: string }[];
};

/**
 * A course's assessment with its settings and every question, its options, key, explanation,
 * outcome, source and where it is taught, and the course's lessons to choose from: three statements.
 */
export async function assessmentForEditing(db: Db, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const [assessment] = await db
    .select({
      id: assessments.id,
      title: assessments.title,
      basis: assessments.basis,
      drawCount: assessments.drawCount,
      reviewAfterFail: assessments.reviewAfterFail,
      failureLimit: assessments.failureLimit,
      failureWindowHours: assessments.failureWindowHours,
      questions: sql<QuestionForEditing[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'orderNumber', q.order_number, 'text', q.text,
          'correctOption', q.correct_option, 'explanation', q.explanation,
          'outcome', q.outcome, 'teachesLessonId', q.teaches_lesson_id,
          'teachesSection', q.teaches_section, 'source', q.source,
          'options', (select coalesce(json_agg(json_build_object('letter', o.letter, 'text', o.text)
                      order by o.letter), '[]'::json) from ${assessmentOptions} o where o.question_id = q.id)
        ) order by q.order_number), '[]'::json)
        from ${assessmentQuestions} q where q.assessment_id = ${assessments}.id)`,
    })
    .from(assessments)
    .where(eq(assessments.courseId, courseId));
  const lessonChoices = await db
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber));
  return { course, assessment: assessment ?? null, lessons: lessonChoices };
}
