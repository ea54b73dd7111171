import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import {
  assessmentOptions,
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
} from "../schema";
import type { AssessmentSeed, QuestionSeed } from "./content/assessments/assessment-seed";

async function lessonIdsOfCourse(db: DbOrTx, courseId: string) {
  const rows = await db
    .select({ id: lessons.id, slug: lessons.slug })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Writes a course's assessment with its questions and options, matching questions by their key
 * (so results that name a question's id keep naming it) and removing questions no longer seeded.
 */
export async function upsertAssessment(db: DbOrTx, seed: AssessmentSeed) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, seed.courseSlug));
  if (!course) throw new Error(`no course ${seed.courseSlug} for its assessment`);
  const lessonIdOf = await lessonIdsOfCourse(db, course.id);
  const teachingLesson = (q: QuestionSeed) => {
    const id = lessonIdOf.get(q.teaches.lesson);
    if (!id) throw new Error(`${q.key} is taught in ${q.teaches.lesson}, no lesson of the course`);
    return id;
  };

  const { drawCount } = seed;
  const [assessment] = await db
    .insert(assessments)
    .values({ courseId: course.id, title: seed.title, basis: seed.basis, drawCount })
    .onConflictDoUpdate({
      target: assessments.courseId,
      set: { title: seed.title, basis: seed.basis, drawCount },
    })
    .returning({ id: assessments.id });
  if (!assessment) throw new Error(`could not write the assessment of ${seed.courseSlug}`);

  const questionRows = await db
    .insert(assessmentQuestions)
    .values(
      seed.questions.map((q, index) => ({
        assessmentId: assessment.id,
        key: q.key,
        orderNumber: index + 1,
        text: q.text,
        correctOption: q.correct,
        explanation: q.explanation,
        outcome: q.outcome,
        teachesLessonId: teachingLesson(q),
        teachesSection: q.teaches.section,
        source: q.source,
      })),
    )
    .onConflictDoUpdate({
      target: [assessmentQuestions.assessmentId, assessmentQuestions.key],
      set: {
        orderNumber: sql`excluded.order_number`,
        text: sql`excluded.text`,
        correctOption: sql`excluded.correct_option`,
        explanation: sql`excluded.explanation`,
        outcome: sql`excluded.outcome`,
        teachesLessonId: sql`excluded.teaches_lesson_id`,
        teachesSection: sql`excluded.teaches_section`,
        source: sql`excluded.source`,
      },
    })
    .returning({ id: assessmentQuestions.id, key: assessmentQuestions.key });
  await db.delete(assessmentQuestions).where(
    and(
      eq(assessmentQuestions.assessmentId, assessment.id),
      notInArray(
        assessmentQuestions.key,
        seed.questions.map((q) => q.key),
      ),
    ),
  );

  const idOf = new Map(questionRows.map((row) => [row.key, row.id]));
  await db
    .insert(assessmentOptions)
    .values(
      seed.questions.flatMap((q) =>
        q.options.map((o) => ({ questionId: idOf.get(q.key)!, letter: o.letter, text: o.text })),
      ),
    )
    .onConflictDoUpdate({
      target: [assessmentOptions.questionId, assessmentOptions.letter],
      set: { text: sql`excluded.text` },
    });
  return assessment.id;
}
