import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { assessmentOptions, assessmentQuestions, assessments, courses } from "../schema";
import type { AssessmentSeed } from "./content/assessments/assessment-seed";

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

  const [assessment] = await db
    .insert(assessments)
    .values({ courseId: course.id, title: seed.title, basis: seed.basis })
    .onConflictDoUpdate({
      target: assessments.courseId,
      set: { title: seed.title, basis: seed.basis },
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
      })),
    )
    .onConflictDoUpdate({
      target: [assessmentQuestions.assessmentId, assessmentQuestions.key],
      set: {
        orderNumber: sql`excluded.order_number`,
        text: sql`excluded.text`,
        correctOption: sql`excluded.correct_option`,
        explanation: sql`excluded.explanation`,
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
