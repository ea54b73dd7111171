import { and, eq } from "drizzle-orm";
import {
  cryptoRandomInt,
  drawQuestions,
  type DrawnQuestion,
  type RandomInt,
} from "@common/learning/draw-questions";
import type { Db } from "../db/client";
import { assessmentDraws } from "../db/schema";
import type { BankQuestion } from "./assessment-bank";

type Owner = { userId: string; courseId: string };

/**
 * The learner's open draw, drawn now (docs/product/learning.md#assessment). Race-safe: a second tab
 * drawing at the same moment inserts nothing and both read the one stored draw. Two statements
 * at most.
 */
export async function createOpenDraw(
  db: Db,
  owner: Owner,
  assessment: { id: string; drawCount: number; bank: BankQuestion[] },
  randomInt: RandomInt = cryptoRandomInt,
): Promise<DrawnQuestion[]> {
  const questions = drawQuestions(
    assessment.bank.map((q) => ({
      id: q.id,
      outcome: q.outcome,
      options: q.options.map((o) => o.letter),
    })),
    assessment.drawCount,
    randomInt,
  );
  const [inserted] = await db
    .insert(assessmentDraws)
    .values({ ...owner, assessmentId: assessment.id, questions })
    .onConflictDoNothing({ target: [assessmentDraws.userId, assessmentDraws.courseId] })
    .returning({ questions: assessmentDraws.questions });
  if (inserted) return inserted.questions;
  const [stored] = await db
    .select({ questions: assessmentDraws.questions })
    .from(assessmentDraws)
    .where(
      and(eq(assessmentDraws.userId, owner.userId), eq(assessmentDraws.courseId, owner.courseId)),
    );
  return stored?.questions ?? questions;
}
