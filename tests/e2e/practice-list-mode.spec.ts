import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, iv, signUp, test } from "./support/learning-app";
import {
  escapeRegExp,
  finishAndExpectDebriefOfTwoErrors,
  initiatePractice,
  openVrTab,
  vrTab,
  procedureWithTwoErrors as procedure,
} from "./support/practice-procedure";

// docs/product/practice.md#practice-session: the VR tab opens a practice session; the accessible list mode completes the IV
// cannulation procedure with two deliberate errors, by keyboard, and the debrief names both.
test.describe.configure({ timeout: 180_000 });

/** Presses an action by keyboard (focus, then Enter) and waits until it is logged and shown. */
async function act(page: Page, object: string, label: string, step: number) {
  const group = page.getByRole("region", { name: new RegExp(`^${escapeRegExp(object)}`) });
  const button = group.getByRole("button", { name: new RegExp(`^${escapeRegExp(label)}`) });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Done so far" }).getByRole("listitem")).toHaveCount(
    step,
  );
}

test("a learner practises IV cannulation in list mode and the debrief names both errors", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "standard");
  await openVrTab(page);
  await expect(
    page.getByRole("heading", { name: "Your practice: Peripheral intravenous cannulation" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await initiatePractice(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Peripheral intravenous cannulation" }),
  ).toBeVisible();
  // 3D is the default; the list is one link away.
  await expect(page.getByRole("link", { name: "3D scene", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/\?mode=list$/);
  await expect(page.getByRole("heading", { name: "What will you do next?" })).toBeVisible();
  await expectNoAxeViolations(page);

  const status = page.getByRole("status").filter({ hasText: /./ }).first();
  for (const [index, [object, label]] of procedure.entries()) {
    await act(page, object, label, index + 1);
  }
  await expect(status).toContainText("The insertion is recorded");
  // After each press, focus stayed in the list rather than falling back to the page.
  await expect(page.locator("main button:focus")).toHaveCount(1);
  await expectNoAxeViolations(page);

  const toWorkOn = await finishAndExpectDebriefOfTwoErrors(page);
  await expect(
    toWorkOn
      .getByRole("link", { name: /Revise “Step by step” in The procedure, aftercare/ })
      .first(),
  ).toHaveAttribute("href", `${iv}/start/procedure-aftercare-and-documentation`);
  await expectNoAxeViolations(page);

  // The VR tab and the dashboard keep the score.
  await page.goto(vrTab);
  await expect(page.getByText("Best score")).toBeVisible();
  await expect(page.getByRole("link", { name: /75 out of 100 in/ })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText("Practice: best 75, last 75 out of 100")).toBeVisible();
});
