import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { optionLetters, type QuestionFormInput } from "@common/back-office/question-form";
import type { Db, DbOrTx } from "../../db/client";
import {
  assessmentOptions,
  assessmentQuestions,
  assessments,
  courses,
  lessons,
  modules,
} from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { done, notFound, type ChangeOutcome } from "./course-modules";
import { nextOrderNumber, swapWithNeighbour } from "./reorder";

/** Whether the lesson is one of the course's (a question may only point into its own course). */
async function lessonOfCourse(tx: DbOrTx, courseId: string, lessonId: string) {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(lessons.id, lessonId), eq(modules.courseId, courseId)));
  return Boolean(row);
}

/** The course's assessment, created with a title of its own the first time a question is added. */
async function assessmentOf(tx: DbOrTx, courseId: string, create: boolean) {
  const [course] = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update");
  if (!course) return null;
  const [existing] = await tx
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.courseId, courseId));
  if (existing || !create) return existing ?? null;
  const [created] = await tx
    .insert(assessments)
    .values({ courseId, title: `${course.title}: assessment` })
    .returning({ id: assessments.id });
  return created!;
}

async function questionOf(tx: DbOrTx, assessmentId: string, questionId: string) {
  const [question] = await tx
    .select()
    .from(assessmentQuestions)
    .where(
      and(
        eq(assessmentQuestions.id, questionId),
        eq(assessmentQuestions.assessmentId, assessmentId),
      ),
    )
    .for("update");
  if (!question) return null;
  const options = await tx
    .select({ letter: assessmentOptions.letter, text: assessmentOptions.text })
    .from(assessmentOptions)
    .where(eq(assessmentOptions.questionId, questionId))
    .orderBy(asc(assessmentOptions.letter));
  return { ...question, options };
}

const optionTextOf = (input: QuestionFormInput, letter: (typeof optionLetters)[number]) =>
  input[`option${letter}`];

const audited = (q: {
  text: string;
  correctOption: string;
  explanation: string;
  orderNumber: number;
  outcome: string;
  teachesLessonId: string | null;
  teachesSection: string | null;
  source: string;
  options: { letter: string; text: string }[];
}) => ({
  text: q.text,
  orderNumber: q.orderNumber,
  options: q.options,
  correctOption: q.correctOption,
  explanation: q.explanation,
  outcome: q.outcome,
  teachesLessonId: q.teachesLessonId,
  teachesSection: q.teachesSection,
  source: q.source,
});

/**
 * Adds a question at the end (no `id`) or edits one in place. An edit keeps the question's id
 * and key, so learners' stored answers, which name the id, keep naming it.
 */
export async function saveQuestion(
  db: Db,
  actor: Actor,
  courseId: string,
  input: QuestionFormInput,
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const assessment = await assessmentOf(tx, courseId, !input.id);
    if (!assessment) return notFound;
    const before = input.id ? await questionOf(tx, assessment.id, input.id) : null;
    if (input.id && !before) return notFound;
    const teachesLessonId = input.teachesLessonId || null;
    if (teachesLessonId && !(await lessonOfCourse(tx, courseId, teachesLessonId))) {
      return { ok: false, errors: { teachesLessonId: "Choose one of the course's lessons" } };
    }
    const columns = {
      text: input.text,
      correctOption: input.correctOption,
      explanation: input.explanation,
      outcome: input.outcome ?? "",
      teachesLessonId,
      teachesSection: teachesLessonId ? input.teachesSection || null : null,
      source: input.source ?? "",
    };
    const [row] = before
      ? await tx
          .update(assessmentQuestions)
          .set(columns)
          .where(eq(assessmentQuestions.id, before.id))
          .returning()
      : await tx
          .insert(assessmentQuestions)
          .values({
            ...columns,
            assessmentId: assessment.id,
            key: `question-${randomUUID()}`,
            orderNumber: await nextOrderNumber(
              tx,
              assessmentQuestions,
              assessmentQuestions.assessmentId,
              assessment.id,
            ),
          })
          .returning();
    const options = optionLetters.map((letter) => ({ letter, text: optionTextOf(input, letter) }));
    await tx
      .insert(assessmentOptions)
      .values(options.map((option) => ({ questionId: row!.id, ...option })))
      .onConflictDoUpdate({
        target: [assessmentOptions.questionId, assessmentOptions.letter],
        set: { text: sql`excluded.text` },
      });
    await recordAudit(tx, actor, {
      action: before ? "question.update" : "question.create",
      subjectType: "assessment-question",
      subjectId: row!.id,
      summary: `${before ? "Edited" : "Added"} the question “${row!.text.slice(0, 80)}”`,
      before: before && audited(before),
      after: audited({ ...row!, options }),
    });
    return done;
  });
}

/** Deletes a question; results already stored keep their score (docs/product/learning.md#assessment). */
export async function deleteQuestion(db: Db, actor: Actor, courseId: string, questionId: string) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const assessment = await assessmentOf(tx, courseId, false);
    const before = assessment && (await questionOf(tx, assessment.id, questionId));
    if (!before) return notFound;
    await tx.delete(assessmentQuestions).where(eq(assessmentQuestions.id, questionId));
    await recordAudit(tx, actor, {
      action: "question.delete",
      subjectType: "assessment-question",
      subjectId: questionId,
      summary: `Deleted the question “${before.text.slice(0, 80)}”`,
      before: audited(before),
      after: null,
    });
    return done;
  });
}

export async function moveQuestion(
  db: Db,
  actor: Actor,
  courseId: string,
  questionId: string,
  direction: "up" | "down",
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const assessment = await assessmentOf(tx, courseId, false);
    const question = assessment && (await questionOf(tx, assessment.id, questionId));
    if (!question) return notFound;
    const moves = await swapWithNeighbour(
      tx,
      assessmentQuestions,
      assessmentQuestions.assessmentId,
      questionId,
      direction,
    );
    if (!moves?.length) return done;
    await recordAudit(tx, actor, {
      action: "question.move",
      subjectType: "assessment-question",
      subjectId: questionId,
      summary: `Moved the question “${question.text.slice(0, 80)}” ${direction}`,
      before: moves.map(({ id, from }) => ({ id, orderNumber: from })),
      after: moves.map(({ id, to }) => ({ id, orderNumber: to })),
    });
    return done;
  });
}
