import { and, eq, inArray } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { answerField, answerFieldPrefix } from "@common/learning/assessment-scoring";
import { assessmentDraws, assessmentQuestions, courses, users } from "@server/db/schema";
import type { test } from "./learning-app";

export type AppDb = Parameters<Parameters<typeof test>[2]>[0]["app"]["db"];

/** The right answers to `ids`: each question's stored letter, read as only the server may. */
async function rightLetters(db: AppDb, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: assessmentQuestions.id, correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .where(inArray(assessmentQuestions.id, ids));
  return new Map(rows.map((row) => [row.id, row.correct]));
}

/**
 * The answer key of the questions the page shows, in the page's order: for each, the value its
 * right option posts (the option's stored letter; the page labels options A to D by position).
 * Every attempt draws its own questions and shuffles their options, so read the page first.
 */
export async function answerKey(page: Page, db: AppDb) {
  const names = await page
    .locator(`input[type="radio"][name^="${answerFieldPrefix}"]`)
    .evaluateAll((inputs) => [...new Set(inputs.map((input) => (input as HTMLInputElement).name))]);
  const ids = names.map((name) => name.slice(answerFieldPrefix.length));
  const key = await rightLetters(db, ids);
  return ids.map((id) => key.get(id)!);
}

/** Question `number` of the assessment page, as the radio group it is. */
export const question = (page: Page, number: number) =>
  page.getByRole("group", { name: new RegExp(`^${number}\\.`) });

/** Checks the option of question `number` that posts `value` (a stored letter from `answerKey`). */
export const choose = (page: Page, number: number, value: string) =>
  question(page, number).locator(`input[type="radio"][value="${value}"]`).check();

/** A different stored letter than `letter`: a wrong answer. */
export const wrongLetter = (letter: string) => (letter === "A" ? "B" : "A");

/**
 * The form fields that answer the learner's open draw rightly (open the page first: that draws),
 * for journeys that post the assessment as a request.
 */
export async function rightAnswersToOpenDraw(db: AppDb, email: string, courseSlug: string) {
  const [draw] = await db
    .select({ questions: assessmentDraws.questions })
    .from(assessmentDraws)
    .innerJoin(users, eq(users.id, assessmentDraws.userId))
    .innerJoin(courses, eq(courses.id, assessmentDraws.courseId))
    .where(and(eq(users.email, email), eq(courses.slug, courseSlug)));
  const ids = (draw?.questions ?? []).map((q) => q.id);
  const key = await rightLetters(db, ids);
  return Object.fromEntries(ids.map((id) => [answerField(id), key.get(id)!]));
}
