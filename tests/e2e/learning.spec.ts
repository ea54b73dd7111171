import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { subscriptions, users } from "@server/db/schema";
import { iv, panel, password, signUp, test, toast } from "./support/learning-app";

// The dashboard, course page and lesson player, walked as a learner does. The screens'
// accessibility, small-screen and no-JavaScript states are in learning-states.spec.ts.

// Each journey starts its own app on a fresh PostgreSQL database and walks many screens: on a
// busy two-core machine that takes longer than Playwright's default 30 s.
test.describe.configure({ timeout: 120_000 });

test("a subscribed learner studies a course: tabs, next and previous, notes, progress that lasts", async ({
  page,
  app,
  browser,
}) => {
  const email = await signUp(page.request, app, "standard");

  await page.goto("/dashboard");
  await expect(
    page.getByRole("heading", { level: 1, name: "Safe. Realistic. Flexible." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Help & Support" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("heading", { name: "Modules" })).toBeVisible();
  await page.getByRole("link", { name: "Intravenous Cannulation", exact: true }).click();

  await expect(page).toHaveURL(iv);
  await expect(
    page.getByRole("heading", { level: 1, name: "Intravenous Cannulation" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you'll get" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Learning Outline" })).toBeVisible();
  await expect(page.getByText("120 mins")).toBeVisible();
  await page.getByRole("button", { name: "Start Learning" }).click();

  await expect(page).toHaveURL(`${iv}/start`);
  await expect(toast(page, "Successfully enrolled")).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Indications and complications" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Take Assessment →" })).toBeVisible();
  await expect(page.locator("video")).toBeVisible();
  await expect(
    page.getByText("Peripheral intravenous cannulation is one of the most common"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(panel(page)).toContainText("0 of 3 lessons complete");

  // Opening the VR tab completes the lesson; starting VR says so.
  await page.getByRole("tab", { name: "VR" }).click();
  await expect(page.getByRole("heading", { name: "Initiate VR" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
  await page.getByRole("button", { name: "Initiate VR Lesson" }).click();
  await expect(toast(page, "VR session initiated")).toBeVisible();
  // docs/product/learning.md#vr-tab: initiating opens the course's practice session; the lesson is completed.
  await expect(
    page.getByRole("heading", { level: 1, name: "Peripheral intravenous cannulation" }),
  ).toBeVisible();
  await page.goBack();
  await expect(
    panel(page).getByRole("link", { name: "Indications and complications (completed)" }),
  ).toBeVisible();

  // Notes: add, edit then cancel, edit then save, delete.
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByRole("heading", { name: "Your Notes" })).toBeVisible();
  await expect(page.getByText("You haven't made any notes for this lesson yet.")).toBeVisible();
  const save = page.getByRole("button", { name: "Save Note" });
  await expect(save).toBeDisabled();
  await page.getByLabel("New note").fill("   ");
  await expect(save).toBeDisabled();
  await page.getByLabel("New note").fill("Remove from 2 upwards on the VIP score.");
  await save.click();
  await expect(toast(page, "Note saved successfully")).toBeVisible();
  const saved = page.getByRole("region", { name: "Saved Notes" });
  await expect(saved.getByText("Remove from 2 upwards on the VIP score.")).toBeVisible();
  await expect(saved.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/);
  await expect(page.getByLabel("New note")).toHaveValue("");

  await saved.getByRole("button", { name: /^Edit note/ }).click();
  await expect(page.getByLabel("Edit note")).toHaveValue("Remove from 2 upwards on the VIP score.");
  await page.getByLabel("Edit note").fill("Not kept");
  await saved.getByRole("button", { name: "Cancel" }).click();
  await expect(saved.getByText("Remove from 2 upwards on the VIP score.")).toBeVisible();

  await saved.getByRole("button", { name: /^Edit note/ }).click();
  await page.getByLabel("Edit note").fill("VIP score 2 or more: remove the cannula.");
  await saved.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Note updated successfully")).toBeVisible();
  await expect(saved.getByText("VIP score 2 or more: remove the cannula.")).toBeVisible();

  await saved.getByRole("button", { name: /^Delete note/ }).click();
  const dialog = page.getByRole("alertdialog", {
    name: "Are you sure you want to delete this note?",
  });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Note deleted successfully")).toBeVisible();
  await expect(page.getByText("You haven't made any notes for this lesson yet.")).toBeVisible();

  // Next and Previous, only on the Lesson tab; Next completes the lesson being left.
  await page.getByRole("tab", { name: "Lesson" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(`${iv}/start/vein-and-cannula-selection`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choosing the vein and the cannula" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(`${iv}/start/indications-and-complications`);
  await panel(page)
    .getByRole("link", { name: /The procedure, aftercare and documentation/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "The procedure, aftercare and documentation" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

  // The ticks live on the server: after a reload and in another browser session.
  await page.reload();
  await expect(panel(page)).toContainText("1 of 3 lessons complete");
  await expect(
    panel(page).getByRole("link", { name: "Indications and complications (completed)" }),
  ).toBeVisible();
  const elsewhere = await browser.newContext({ baseURL: app.baseURL });
  const signIn = await elsewhere.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: app.baseURL },
  });
  expect(signIn.ok()).toBe(true);
  const other = await elsewhere.newPage();
  await other.goto(`${iv}/start`);
  await expect(panel(other)).toContainText("1 of 3 lessons complete");
  await expect(
    panel(other).getByRole("link", { name: "Indications and complications (completed)" }),
  ).toBeVisible();
  await expect(
    panel(other).getByRole("link", { name: "Choosing the vein and the cannula", exact: true }),
  ).toBeVisible();
  await elsewhere.close();
});

test("the video resumes where it stopped, from the dashboard's continue card", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "standard");
  await page.goto("/course/venepuncture-essentials/start/choosing-a-vein");
  const video = page.locator("video");
  await expect(video).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(".data") &&
      r.request().method() === "POST" &&
      r.request().postData()?.includes("position") === true,
  );
  // docs/product/learning.md#engagement: the ranges played are reported when the video pauses.
  const reported = page.waitForResponse(
    (r) =>
      r.url().endsWith(".data") &&
      r.request().postData()?.includes("intent=engagement&ranges=%5B%5B") === true,
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    element.pause();
  });
  await saved;
  expect((await reported).status()).toBe(200);
  await expect(page.getByTestId("engagement")).toContainText(/Watched [1-3] of 12 s/);
  const stoppedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(stoppedAt).toBeGreaterThan(1.5);

  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Continue where you left off" });
  await expect(card).toContainText("Choosing a vein");
  await card.getByRole("link", { name: "Resume lesson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choosing a vein" })).toBeVisible();
  await expect
    .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(stoppedAt - 0.5);
  // Playing the video completed the lesson.
  await expect(
    panel(page).getByRole("link", { name: "Choosing a vein in the antecubital fossa (completed)" }),
  ).toBeVisible();
});

test("courses the learner cannot open say why and send them to pricing with the spec's toast", async ({
  page,
  app,
}) => {
  await signUp(page.request, app);
  await page.goto("/dashboard");
  const ivCard = page.getByRole("link", { name: /^Intravenous Cannulation/ });
  await expect(ivCard).toContainText("Subscribe to open");
  await ivCard.click();
  await expect(page).toHaveURL("/pricing");
  await expect(toast(page, "Subscription Required")).toBeVisible();
  await expect(page.getByText("Please subscribe to access this course.")).toBeVisible();

  await app.db.insert(subscriptions).values({
    userId: (await app.db.select().from(users).orderBy(users.createdAt)).at(-1)!.id,
    provider: "test",
    customerId: `cus_e2e_${randomUUID()}`,
    status: "active",
    tier: "standard",
  });
  await page.goto("/dashboard");
  const premium = page.getByRole("link", { name: /^The Deteriorating Adult/ });
  await expect(premium).toContainText("Upgrade to Premium to open");
  await premium.click();
  await expect(page).toHaveURL("/pricing");
  await expect(toast(page, "Premium course")).toBeVisible();
});

test("back from checkout, the dashboard rechecks after a second and cleans its address", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "standard");
  await page.goto("/dashboard?session_id=cs_test_return");
  await expect(page.getByRole("heading", { name: "Modules" })).toBeVisible();
  await expect(page).toHaveURL("/dashboard");
});

test("a learner who moves on while the return's recheck is slow is not pulled back to the dashboard", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "standard");
  // The provider answers slowly: the learner opens a course before the recheck is back.
  let answered = false;
  await page.route("**/billing/subscription", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
    answered = true;
  });
  const recheck = page.waitForRequest("**/billing/subscription");
  await page.goto("/dashboard?session_id=cs_test_slow");
  await recheck;
  await page.getByRole("link", { name: "Intravenous Cannulation", exact: true }).click();
  await expect(page).toHaveURL("/course/demo-iv-cannulation");
  await expect.poll(() => answered, { timeout: 15_000 }).toBe(true);
  // Give a late navigation the time it would take, then check the learner is where they went.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL("/course/demo-iv-cannulation");
});
