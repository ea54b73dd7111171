import { and, eq, inArray } from "drizzle-orm";
import { answerField } from "@common/learning/assessment-scoring";
import type { Db } from "@server/db/client";
import {
  assessmentDraws,
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
} from "@server/db/schema";
import type {
  AssessmentSeed,
  OptionLetter,
} from "@server/db/seed/content/assessments/assessment-seed";
import { upsertAssessment } from "@server/db/seed/upsert-assessment";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { generatedCourse } from "./generated-course";

const letters: OptionLetter[] = ["A", "B", "C", "D"];

/** The explanation of question `n`: a text the browser must not see before it may. */
export const secretExplanation = (n: number) => `Because q${n} is so (a secret until passed).`;

/**
 * A bank of `size` questions over `outcomes` learning outcomes (docs/product/learning.md#assessment):
 * question n's right answer is letters[n % 4], each taught in the first lesson under the heading
 * the generated course gives it ("Why it matters"), each citing a source.
 */
export function bankSeed(courseSlug: string, size: number, drawCount: number, outcomes = 3) {
  return {
    courseSlug,
    title: "Assessment 01",
    basis: "A test bank.",
    outcomes: Array.from({ length: outcomes }, (_, i) => `Outcome ${i + 1}`),
    drawCount,
    questions: Array.from({ length: size }, (_, i) => {
      const n = i + 1;
      return {
        key: `q${n}`,
        text: `Question number ${n} of the bank?`,
        options: letters.map((letter) => ({ letter, text: `Option ${letter} of q${n}` })),
        correct: letters[n % 4]!,
        explanation: secretExplanation(n),
        outcome: `Outcome ${(i % outcomes) + 1}`,
        teaches: { lesson: "lesson-1-1", section: "Why it matters" },
        source: `Test guidance, section ${n}`,
      };
    }) as AssessmentSeed["questions"],
  } satisfies AssessmentSeed;
}

/** A Standard course of one module and two lessons with an assessment drawn from `bankSeed`. */
export async function insertAssessedCourse(db: Db, slug: string, size = 12, drawCount = 4) {
  await upsertCourse(db, generatedCourse(slug, 1, 2));
  const assessmentId = await upsertAssessment(db, bankSeed(slug, size, drawCount));
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(modules.courseId, course!.id), eq(lessons.slug, "lesson-1-1")));
  return { courseId: course!.id, assessmentId, firstLessonId: lesson!.id };
}

/** Question id → its right stored letter: read from the database, as only the server may. */
export async function answerKeyOf(db: Db, assessmentId: string) {
  const rows = await db
    .select({ id: assessmentQuestions.id, correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId));
  return new Map(rows.map((row) => [row.id, row.correct]));
}

/** The learner's open draw, read as the server stores it. */
export async function openDrawOf(db: Db, userId: string, courseId: string) {
  const [draw] = await db
    .select({ questions: assessmentDraws.questions })
    .from(assessmentDraws)
    .where(and(eq(assessmentDraws.userId, userId), eq(assessmentDraws.courseId, courseId)));
  return draw?.questions ?? null;
}

/** Changes an assessment's review and pause settings, as the back office does. */
export function setAssessmentSettings(
  db: Db,
  assessmentId: string,
  settings: Partial<{ reviewAfterFail: "wrong-only" | "full"; failureLimit: number }>,
) {
  return db.update(assessments).set(settings).where(eq(assessments.id, assessmentId));
}

/**
 * Opens the course's assessment page over HTTP, as a learner does (that draws their attempt), and
 * returns the form fields that answer every drawn question rightly.
 */
export async function rightAnswersToNewAttempt(
  db: Db,
  learner: { userId: string; request: (path: string) => Promise<Response> },
  courseSlug: string,
  origin = "",
) {
  const opened = await learner.request(`${origin}/course/${courseSlug}/assessment`);
  if (opened.status !== 200) throw new Error(`the assessment page answered ${opened.status}`);
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, courseSlug));
  const draw = (await openDrawOf(db, learner.userId, course!.id)) ?? [];
  const key = await db
    .select({ id: assessmentQuestions.id, correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .where(
      inArray(
        assessmentQuestions.id,
        draw.map((q) => q.id),
      ),
    );
  return Object.fromEntries(key.map((q) => [answerField(q.id), q.correct]));
}
