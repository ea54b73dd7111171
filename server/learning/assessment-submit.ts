import { and, eq, sql } from "drizzle-orm";
import { nextAttemptOpensAt } from "@common/learning/assessment-pause";
import { hasPassed, scorePercent } from "@common/learning/assessment-scoring";
import type { DrawnQuestion } from "@common/learning/draw-questions";
import type { Db, DbOrTx } from "../db/client";
import {
  assessmentDraws,
  assessmentOptions,
  assessmentQuestions,
  assessmentResults,
  assessments,
} from "../db/schema";
import { failuresSinceLastPass } from "./assessment-bank";

type Owner = { userId: string; courseId: string };

export type SubmitRefusal =
  | { ok: false; reason: "no-draw" | "unanswered" | "foreign-answer" }
  | { ok: false; reason: "paused"; opensAt: Date };

/** The figures of a scored attempt, known before it is saved. */
export type Scored = { score: number; passed: boolean; rightCount: number; total: number };

/** The attempt was scored but the database would not save it: the draw stays open for a retry. */
export class ResultNotSaved extends Error {
  constructor(
    readonly scored: Scored,
    cause: unknown,
  ) {
    super("the assessment result could not be saved", { cause });
  }
}

class Refused extends Error {
  constructor(readonly refusal: SubmitRefusal) {
    super(refusal.reason);
  }
}

const outerAssessmentId = sql`${assessments}.${sql.identifier("id")}`;

/** The key of the whole bank and the pause's settings and failures: one statement. */
async function keyAndPause(tx: DbOrTx, owner: Owner) {
  const [row] = await tx
    .select({
      id: assessments.id,
      failureLimit: assessments.failureLimit,
      failureWindowHours: assessments.failureWindowHours,
      key: sql<Record<string, { correct: string; letters: string[] }> | null>`(
        select json_object_agg(q.id, json_build_object('correct', q.correct_option,
          'letters', (select json_agg(o.letter) from ${assessmentOptions} o where o.question_id = q.id)))
        from ${assessmentQuestions} q where q.assessment_id = ${outerAssessmentId})`,
      failures: failuresSinceLastPass(owner.userId, owner.courseId),
    })
    .from(assessments)
    .where(eq(assessments.courseId, owner.courseId));
  return row ?? null;
}

/** Why the answers cannot be scored against this draw, or null when they can. */
function answersRefusal(
  draw: DrawnQuestion[],
  answers: Record<string, string>,
): SubmitRefusal | null {
  const drawn = new Map(draw.map((q) => [q.id, q.options]));
  for (const [questionId, letter] of Object.entries(answers)) {
    if (!drawn.get(questionId)?.includes(letter)) return { ok: false, reason: "foreign-answer" };
  }
  if (draw.some((q) => !answers[q.id])) return { ok: false, reason: "unanswered" };
  return null;
}

/**
 * Scores the learner's answers (question id → the option's stored letter) against their open draw
 * and the stored key, in one transaction (docs/product/learning.md#assessment): the draw is taken
 * (deleted), the pause checked, every answer checked against the draw, the result inserted with
 * the draw it was scored on. Any refusal or failure rolls back, so the draw stays open and nothing
 * is stored. Three statements. Nothing the client says about correctness or score is read.
 */
export async function submitAttempt(
  db: Db,
  owner: Owner,
  answers: Record<string, string>,
  now = new Date(),
) {
  try {
    return await db.transaction(async (tx) => {
      const [draw] = await tx
        .delete(assessmentDraws)
        .where(
          and(
            eq(assessmentDraws.userId, owner.userId),
            eq(assessmentDraws.courseId, owner.courseId),
          ),
        )
        .returning({ questions: assessmentDraws.questions });
      if (!draw) throw new Refused({ ok: false, reason: "no-draw" });
      const assessment = await keyAndPause(tx, owner);
      if (!assessment) throw new Refused({ ok: false, reason: "no-draw" });
      const opensAt = nextAttemptOpensAt(
        assessment.failures.map((at) => ({ at: new Date(at), passed: false })),
        assessment,
        now,
      );
      if (opensAt) throw new Refused({ ok: false, reason: "paused", opensAt });
      const refusal = answersRefusal(draw.questions, answers);
      if (refusal) throw new Refused(refusal);
      // A question deleted from the bank since it was drawn no longer counts.
      const key = assessment.key ?? {};
      const scoredQuestions = draw.questions.filter((q) => key[q.id]);
      const rightCount = scoredQuestions.filter((q) => answers[q.id] === key[q.id]!.correct).length;
      const score = scorePercent(rightCount, scoredQuestions.length);
      const scored: Scored = {
        score,
        passed: hasPassed(score),
        rightCount,
        total: scoredQuestions.length,
      };
      const given = Object.fromEntries(draw.questions.map((q) => [q.id, answers[q.id]!]));
      try {
        const [result] = await tx
          .insert(assessmentResults)
          .values({
            ...owner,
            assessmentId: assessment.id,
            score,
            passed: scored.passed,
            answers: given,
            questions: draw.questions,
          })
          .returning();
        return { ok: true as const, result: result!, ...scored };
      } catch (error) {
        throw new ResultNotSaved(scored, error);
      }
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
