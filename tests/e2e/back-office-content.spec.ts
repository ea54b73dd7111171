import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { expect, type Page } from "@playwright/test";
import { grantAdmin } from "@server/back-office/admins";
import { contentBlocks, courses, lessons, modules, users } from "@server/db/schema";
import { upsertCourse } from "@server/db/seed/upsert-course";
import { signUp, test, toast } from "./support/learning-app";
import { generatedCourse } from "../support/generated-course";
import { markTwoFactorPassed } from "../support/two-factor-passed";

// An admin edits a course as a person does: the lesson's text in the editor, then the player; a
// block moved with the keyboard alone. The edits go to a
// course of this test's own: the worker's server is shared with the learners' journeys, which
// read the demo courses as seeded.
test.describe.configure({ timeout: 120_000 });

const lessonSlug = "lesson-1-1";

async function signInAdmin(page: Page, app: Parameters<typeof signUp>[1]) {
  // Subscribed too, so the same browser can open the lesson player afterwards.
  const email = await signUp(page.request, app, "standard");
  await grantAdmin(app.db, email);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  await markTwoFactorPassed(app.db, user!.id);
}

test("an admin edits a lesson's text block and the player shows it; a block moves by keyboard", async ({
  page,
  app,
}) => {
  await signInAdmin(page, app);
  const courseSlug = `edited-${randomUUID().slice(0, 8)}`;
  await upsertCourse(app.db, generatedCourse(courseSlug, 1, 2));
  const player = `/course/${courseSlug}/start/${lessonSlug}`;
  const [lesson] = await app.db
    .select({ id: lessons.id, courseId: courses.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(lessons.slug, lessonSlug)));
  const blocksInOrder = () =>
    app.db
      .select({ id: contentBlocks.id, type: contentBlocks.type })
      .from(contentBlocks)
      .where(eq(contentBlocks.lessonId, lesson!.id))
      .orderBy(asc(contentBlocks.orderNumber));
  const before = await blocksInOrder();
  const textIndex = before.findIndex((block) => block.type === "text");
  expect(textIndex).toBeGreaterThanOrEqual(0);
  expect(before.length).toBeGreaterThan(textIndex + 1);
  const textName = `block ${textIndex + 1} (text)`;

  await page.goto(`/admin/lessons/${lesson!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Edit");

  const card = page.locator(`#block-${before[textIndex]!.id}`);
  await card.getByText(`Edit ${textName}`).click();
  const text = "Edited in the back office: check the site before every flush.";
  await card.getByLabel("Text text").fill(text);
  await card.getByRole("button", { name: "Preview" }).click();
  await expect(card.getByRole("region", { name: /Preview of the text block/ })).toContainText(text);
  await card.getByRole("button", { name: "Save block" }).click();
  await expect(toast(page, "Block saved")).toBeVisible();

  await page.goto(player);
  await expect(page.getByText(text)).toBeVisible();

  // Reorder with the keyboard only: focus the button, press Enter.
  await page.goto(`/admin/lessons/${lesson!.id}`);
  const moveDown = page.getByRole("button", { name: `Move ${textName} down` });
  await moveDown.focus();
  await expect(moveDown).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Block moved down")).toBeVisible();
  const after = await blocksInOrder();
  expect(after[textIndex + 1]!.id).toBe(before[textIndex]!.id);
  expect(after[textIndex]!.id).toBe(before[textIndex + 1]!.id);

  await page.goto(player);
  await expect(page.getByText(text)).toBeVisible();
});
