import { and, asc, desc, eq, sql } from "drizzle-orm";
import { hasPassed, scorePercent } from "@common/learning/assessment-scoring";
import type { Db } from "../db/client";
import {
  assessmentOptions,
  assessmentQuestions,
  assessmentResults,
  assessments,
} from "../db/schema";

// Qualified: inside the subqueries a bare "id" would be the subquery's own table's column.
const outerAssessmentId = sql`${assessments}.${sql.identifier("id")}`;
const outerQuestionId = sql`${assessmentQuestions}.${sql.identifier("id")}`;

export type AssessmentQuestionView = {
  id: string;
  number: number;
  text: string;
  options: { letter: string; text: string }[];
};

/**
 * A course's assessment as the learner sees it before answering: questions and options in
 * order, never the answer key or the explanations (docs/product/learning.md#assessment). One statement.
 */
export async function loadAssessmentQuestions(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: assessments.id,
      title: assessments.title,
      questions: sql<AssessmentQuestionView[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'number', q.order_number, 'text', q.text,
          'options', (select json_agg(json_build_object('letter', o.letter, 'text', o.text)
                      order by o.letter) from ${assessmentOptions} o where o.question_id = q.id)
        ) order by q.order_number), '[]'::json)
        from ${assessmentQuestions} q where q.assessment_id = ${outerAssessmentId})`,
    })
    .from(assessments)
    .where(eq(assessments.courseId, courseId));
  return row ?? null;
}

export type AnswerRefusal = {
  ok: false;
  reason: "no-assessment" | "unanswered" | "unknown-option";
};

/**
 * Scores a learner's answers (question id → option letter) against the course's stored key and
 * saves the attempt with the answers given: one read of the key, one insert. Every question must
 * be answered with one of its own options; otherwise nothing is stored. Nothing the client says
 * about correctness or score is read.
 */
export async function submitAnswers(
  db: Db,
  owner: { userId: string; courseId: string },
  answers: Record<string, string>,
) {
  const questions = await db
    .select({
      id: assessmentQuestions.id,
      assessmentId: assessmentQuestions.assessmentId,
      correct: assessmentQuestions.correctOption,
      letters: sql<string[]>`(select array_agg(o.letter order by o.letter)
        from ${assessmentOptions} o where o.question_id = ${outerQuestionId})`,
    })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .where(eq(assessments.courseId, owner.courseId))
    .orderBy(asc(assessmentQuestions.orderNumber));
  if (questions.length === 0) return { ok: false, reason: "no-assessment" } satisfies AnswerRefusal;
  const given: Record<string, string> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (!answer) return { ok: false, reason: "unanswered" } satisfies AnswerRefusal;
    if (!question.letters.includes(answer)) {
      return { ok: false, reason: "unknown-option" } satisfies AnswerRefusal;
    }
    given[question.id] = answer;
  }
  const correct = questions.filter((q) => given[q.id] === q.correct).length;
  const score = scorePercent(correct, questions.length);
  const [result] = await db
    .insert(assessmentResults)
    .values({
      ...owner,
      assessmentId: questions[0]!.assessmentId,
      score,
      passed: hasPassed(score),
      answers: given,
    })
    .returning();
  return { ok: true as const, result: result!, correct, total: questions.length };
}

/** The learner's attempts at a course's assessment, newest first: theirs only, in the SQL. */
export function listAttempts(db: Db, userId: string, courseId: string) {
  return db
    .select({
      id: assessmentResults.id,
      score: assessmentResults.score,
      passed: assessmentResults.passed,
      createdAt: assessmentResults.createdAt,
    })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.courseId, courseId)))
    .orderBy(desc(assessmentResults.createdAt));
}

/**
 * One attempt for review: each question with the learner's answer, the right answer and the
 * explanation. Null unless the attempt is the reader's own (another person's id answers 404).
 */
export async function loadAttemptReview(db: Db, userId: string, resultId: string) {
  const [result] = await db
    .select()
    .from(assessmentResults)
    .where(and(eq(assessmentResults.id, resultId), eq(assessmentResults.userId, userId)));
  if (!result) return null;
  const questions = await db
    .select({
      id: assessmentQuestions.id,
      number: assessmentQuestions.orderNumber,
      text: assessmentQuestions.text,
      correct: assessmentQuestions.correctOption,
      explanation: assessmentQuestions.explanation,
    })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, result.assessmentId))
    .orderBy(asc(assessmentQuestions.orderNumber));
  return {
    score: result.score,
    passed: result.passed,
    createdAt: result.createdAt,
    questions: questions.map((q) => ({ ...q, answer: result.answers[q.id] ?? null })),
  };
}
