import { eq, sql } from "drizzle-orm";
import type { DrawnQuestion } from "@common/learning/draw-questions";
import type { ReviewAfterFail } from "../db/schema/assessments";
import type { Db } from "../db/client";
import {
  assessmentDraws,
  assessmentOptions,
  assessmentQuestions,
  assessmentResults,
  assessments,
} from "../db/schema";

// Qualified: inside the subqueries a bare "id" would be the subquery's own table's column.
const outerAssessmentId = sql`${assessments}.${sql.identifier("id")}`;
const outerFailureLimit = sql`${assessments}.${sql.identifier("failure_limit")}`;

/** A question of the bank as a learner may see it: no answer key, no explanation. */
export type BankQuestion = {
  id: string;
  number: number;
  text: string;
  outcome: string;
  options: { letter: string; text: string }[];
};

/**
 * Failed attempts since the owner's last pass, newest first, at most `failure_limit` of them: what
 * the pause needs (docs/product/learning.md#assessment). Reads no score, so it stands apart from
 * the history the header shows.
 */
export const failuresSinceLastPass = (userId: string, courseId: string) => sql<string[]>`(
  select coalesce(json_agg(f.created_at order by f.created_at desc), '[]'::json) from (
    select r.created_at from ${assessmentResults} r
    where r.user_id = ${userId} and r.course_id = ${courseId} and not r.passed
      and r.created_at > coalesce((select max(p.created_at) from ${assessmentResults} p
        where p.user_id = ${userId} and p.course_id = ${courseId} and p.passed), '-infinity')
    order by r.created_at desc limit ${outerFailureLimit}) f)`;

/**
 * A course's assessment for one learner, in one statement: its settings, the bank without the
 * key, the learner's open draw and their recent failures (both filtered by the learner's id).
 */
export async function loadAssessmentForLearner(db: Db, courseId: string, userId: string) {
  const [row] = await db
    .select({
      id: assessments.id,
      title: assessments.title,
      drawCount: assessments.drawCount,
      reviewAfterFail: sql<ReviewAfterFail>`${assessments.reviewAfterFail}`,
      failureLimit: assessments.failureLimit,
      failureWindowHours: assessments.failureWindowHours,
      bank: sql<BankQuestion[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'number', q.order_number, 'text', q.text, 'outcome', q.outcome,
          'options', (select coalesce(json_agg(json_build_object('letter', o.letter, 'text', o.text)
                      order by o.letter), '[]'::json) from ${assessmentOptions} o where o.question_id = q.id)
        ) order by q.order_number), '[]'::json)
        from ${assessmentQuestions} q where q.assessment_id = ${outerAssessmentId})`,
      openDraw: sql<DrawnQuestion[] | null>`(select d.questions from ${assessmentDraws} d
        where d.user_id = ${userId} and d.course_id = ${courseId})`,
      failures: failuresSinceLastPass(userId, courseId),
    })
    .from(assessments)
    .where(eq(assessments.courseId, courseId));
  return row ?? null;
}

export type LearnerAssessment = NonNullable<Awaited<ReturnType<typeof loadAssessmentForLearner>>>;
