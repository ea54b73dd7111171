import { asc, eq } from "drizzle-orm";
import type { Page } from "@playwright/test";
import { assessmentQuestions, assessments, courses } from "@server/db/schema";
import type { test } from "./learning-app";

export type AppDb = Parameters<Parameters<typeof test>[2]>[0]["app"]["db"];

/** The answer key, in question order: read from the database, as only the server may. */
export async function answerKey(db: AppDb, courseSlug = "demo-iv-cannulation") {
  const rows = await db
    .select({ correct: assessmentQuestions.correctOption })
    .from(assessmentQuestions)
    .innerJoin(assessments, eq(assessments.id, assessmentQuestions.assessmentId))
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .where(eq(courses.slug, courseSlug))
    .orderBy(asc(assessmentQuestions.orderNumber));
  return rows.map((row) => row.correct);
}

/** Question `number` of the assessment page, as the radio group it is. */
export const question = (page: Page, number: number) =>
  page.getByRole("group", { name: new RegExp(`^${number}\\.`) });

export const choose = (page: Page, number: number, letter: string) =>
  question(page, number)
    .getByRole("radio", { name: new RegExp(`^${letter}\\.`) })
    .check();
