import { expect } from "@playwright/test";
import { sql } from "drizzle-orm";
import { waitForHydration } from "./support/hydration";
import { expectNoAxeViolations, iv, panel, signUp, test } from "./support/learning-app";

// The learning screens' states: notes that fail to load, a 375 px screen, no JavaScript. The
// tabs' accessibility is swept in accessibility.spec.ts.
test.describe.configure({ timeout: 120_000 });

test("notes that fail to load say so, and Try again loads them", async ({ page, app }) => {
  await signUp(page.request, app, "standard");
  await page.goto(`${iv}/start/vein-and-cannula-selection?tab=notes`);
  await page.getByLabel("New note").fill("Palpate before you look.");
  await page.getByRole("button", { name: "Save Note" }).click();
  const saved = page.getByRole("region", { name: "Saved Notes" });
  await expect(saved.getByText("Palpate before you look.")).toBeVisible();

  // This worker's own database: its tests run one at a time.
  await app.db.execute(sql`alter table user_notes rename to user_notes_away`);
  try {
    await page.reload();
    await expect(saved.getByRole("alert")).toHaveText(/Failed to load notes/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Choosing the vein and the cannula" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await app.db.execute(sql`alter table user_notes_away rename to user_notes`);
  }
  await waitForHydration(page);
  await saved.getByRole("button", { name: "Try again" }).click();
  await expect(saved.getByText("Palpate before you look.")).toBeVisible();
  await expect(page.getByText("Failed to load notes")).toHaveCount(0);
});

test.describe("on a 375 px screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the player fits and the course content folds away", async ({ page, app }) => {
    await signUp(page.request, app, "standard");
    await page.goto(`${iv}/start`);
    const toggle = panel(page).getByRole("button", { name: "Show course content" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(panel(page).getByRole("link", { name: /Choosing the vein/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto("/dashboard");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the lesson arrives in the server's HTML", async ({ page, app }) => {
    await signUp(page.request, app, "standard");
    await page.goto(`${iv}/start/vein-and-cannula-selection`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Choosing the vein and the cannula" }),
    ).toBeVisible();
    await expect(page.getByText("Cephalic vein")).toBeVisible();
  });
});
