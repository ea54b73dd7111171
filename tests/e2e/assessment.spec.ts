import { expect } from "@playwright/test";
import { eq } from "drizzle-orm";
import { assessmentResults, courses, users } from "@server/db/schema";
import { answerKey, choose, question, wrongLetter } from "./support/assessment-answers";
import { expectNoAxeViolations, iv, signUp, test } from "./support/learning-app";

// The assessment (docs/product/learning.md#assessment), taken as a learner does.
test.describe.configure({ timeout: 120_000 });

test("a learner answers, submits, reads the result and the review, then retakes", async ({
  page,
  app,
}) => {
  const email = await signUp(page.request, app, "standard");
  await page.goto(`${iv}/assessment`);
  await expect(page.getByRole("heading", { level: 1, name: "Assessment 01" })).toBeVisible();
  const key = await answerKey(page, app.db);
  await expect(page.getByRole("link", { name: "Help & Support" })).toHaveAttribute(
    "href",
    "/contact",
  );

  // One question left unanswered: the message, and nothing sent.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  for (const [index, letter] of key.entries()) {
    if (index < key.length - 1) await choose(page, index + 1, letter);
  }
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  await expect(page.getByText("Please answer all questions before submitting.")).toBeVisible();
  expect(posts).toEqual([]);

  // The last one wrong: (n - 1) of n.
  await choose(page, key.length, wrongLetter(key.at(-1)!));
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  const dialog = page.getByRole("dialog", { name: "Assessment Complete" });
  await expect(dialog).toBeVisible();
  const score = Math.round(((key.length - 1) / key.length) * 100);
  await expect(dialog).toContainText(`${score}%`);
  await expect(dialog).toContainText(`${key.length - 1} out of ${key.length} correct`);
  await page.keyboard.press("Escape");
  await expect(page.getByText("Last score: " + score + "%")).toBeVisible();
  await expect(question(page, 1).getByRole("radio").first()).toBeDisabled();
  // A pass shows the full review: the right answers and why.
  await expect(page.getByText(/Correct answer: /).first()).toBeVisible();
  await expect(page.getByText("Assessment result saved successfully")).toBeVisible();

  await page.getByRole("link", { name: "Retake Assessment" }).first().click();
  await expect(page).toHaveURL(`${iv}/assessment`);
  await expect(question(page, 1).getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(question(page, 1).getByRole("radio").first()).toBeEnabled();

  // The retake is a new draw; failing it shows what to revise, never the key.
  const retakeKey = await answerKey(page, app.db);
  for (const [index, letter] of retakeKey.entries())
    await choose(page, index + 1, wrongLetter(letter));
  await page.getByRole("button", { name: "Submit Assessment" }).click();
  const failed = page.getByRole("dialog", { name: "Assessment Complete" });
  await expect(failed).toContainText(`0 out of ${retakeKey.length} correct`);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { name: "What to revise" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Revise: / }).first()).toBeVisible();
  await expect(page.getByText(/Correct answer: /)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Two more failures within the day (written as the server would) pause the next attempt.
  const [learner] = await app.db.select().from(users).where(eq(users.email, email));
  const [course] = await app.db
    .select()
    .from(courses)
    .where(eq(courses.slug, "demo-iv-cannulation"));
  const [failure] = await app.db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, learner!.id))
    .orderBy(assessmentResults.createdAt)
    .limit(1)
    .offset(1);
  const { id: _id, createdAt: _at, ...failedAgain } = failure!;
  expect([failedAgain.passed, failedAgain.courseId]).toEqual([false, course!.id]);
  await app.db.insert(assessmentResults).values([failedAgain, failedAgain]);
  await page.goto(`${iv}/assessment`);
  await expect(page.getByRole("heading", { name: "Take a break to revise" })).toBeVisible();
  await expect(
    page.getByText(/^You can try again on \w+day \d+ \w+ at \d\d:\d\d\.$/),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Assessment" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a plain form post lands on the result", async ({ page, app }) => {
    await signUp(page.request, app, "standard");
    await page.goto(`${iv}/assessment`);
    const key = await answerKey(page, app.db);
    for (const [index, letter] of key.entries()) await choose(page, index + 1, letter);
    await page.getByRole("button", { name: "Submit Assessment" }).click();
    await expect(page).toHaveURL(/\/assessment\?result=/);
    await expect(
      page.getByText(`${key.length} out of ${key.length} correct`).first(),
    ).toBeVisible();
    await expect(page.getByText("100%").first()).toBeVisible();
  });
});
