import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";
import { waitForHydration } from "./support/hydration";
import { monitorAlarm, monitorChanges, news2Column, tabTo } from "./support/practice-simulator";

// docs/product/practice.md#monitor and #debrief, issue 29: a Premium learner opens the seeded
// suspected-sepsis case from its lesson's Initiate VR and runs it in list mode by keyboard alone
// (Tab, Enter, Space), hears the deterioration announced, escalates and treats, and the
// debrief's timeline shows NEWS2 falling; axe on each new state.
test.describe.configure({ timeout: 240_000 });

/** Tabs to the action and presses it (Enter or Space), then waits for it to be logged. */
async function act(page: Page, label: string, key: "Enter" | "Space" = "Enter") {
  const done = page.getByRole("region", { name: "Done so far" }).getByRole("listitem");
  const before = await done.count();
  await tabTo(page, label);
  await page.keyboard.press(key);
  await expect(done).toHaveCount(before + 1);
}

test("a learner runs the sepsis case by keyboard, hears him deteriorate, treats him, and the debrief shows NEWS2 falling", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "premium");
  await page.goto("/course/deteriorating-patient-bundle/start/scenario-suspected-sepsis?tab=vr");
  await waitForHydration(page);
  await tabTo(page, "Initiate VR Lesson");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  await tabTo(page, "List");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?mode=list$/);
  await waitForHydration(page);

  const monitor = page.getByRole("region", { name: "Patient monitor" });
  await expect(monitor.getByRole("table", { name: "Observations and NEWS2 scores" })).toBeVisible();
  await expect(monitor.getByText(/^NEWS2 1[0-9]: High risk/)).toBeVisible();
  await expect(monitor.getByText("(red score)").first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Recognise, escalate, and the steps that take time: the case runs on while he waits.
  await act(page, "Score his NEWS2 and think sepsis");
  await act(
    page,
    "Call for an emergency response: the medical registrar and the critical care outreach team",
  );
  await act(page, "Give oxygen to a target saturation of 94–98%", "Space");
  await act(page, "Clean your hands with alcohol gel");
  await act(page, "Put on non-sterile gloves");
  await act(page, "Gain IV access with a cannula, using ANTT");
  await act(page, "Take blood cultures");
  await expect(monitorChanges(page)).toContainText(/NEWS2 \d+, up from \d+/, { timeout: 90_000 });
  await expect(monitorAlarm(page)).toContainText("Alarm:");
  await expectNoAxeViolations(page);

  await act(page, "Give the prescribed broad-spectrum IV antibiotics");
  await act(page, "Give a 500 mL crystalloid bolus over less than 15 minutes", "Space");
  await act(page, "Reassess his observations and perfusion ten minutes after the bolus");
  await expect(monitorChanges(page)).toContainText(/NEWS2 \d+, down from \d+/, {
    timeout: 60_000,
  });

  await tabTo(page, "Finish and see your debrief");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}\/debrief$/);
  await waitForHydration(page);
  const news2 = await news2Column(page);
  expect(news2.length).toBeGreaterThan(1);
  expect(news2.at(-1)!).toBeLessThan(news2[0]!);
  await expect(page.getByRole("region", { name: "The patient at the end" })).toContainText(
    "Patient: Improving",
  );

  // The attempt stepped through by keyboard, each event announced with the patient then.
  const replay = page.getByRole("region", { name: "The patient over time" });
  await expect(replay.getByText(/^Event 1 of \d+, at/)).toBeVisible();
  await tabTo(page, "Next event");
  await page.keyboard.press("Space");
  await expect(replay.locator('[aria-live="polite"]')).toContainText(
    /^Event 2 of \d+, at \d+:\d\d: .*NEWS2 \d+/,
  );
  await expect(replay.getByRole("table", { name: /^The patient at / })).toBeVisible();
  await expectNoAxeViolations(page);

  // Printed, the debrief is its content: no header, footer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Practise again" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Next event" })).toBeHidden();
  await expect(
    page.getByRole("table", { name: /observations and NEWS2 each minute/ }),
  ).toBeVisible();
});
