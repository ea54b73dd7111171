import { expect, type Page } from "@playwright/test";
import { toast } from "./learning-app";
import { waitForHydration } from "./hydration";

/** The VR tab of the IV course's last lesson, where a practice session starts. */
export const vrTab =
  "/course/demo-iv-cannulation/start/procedure-aftercare-and-documentation?tab=vr";

export async function openVrTab(page: Page) {
  await page.goto(vrTab);
  await waitForHydration(page);
  // Opening the tab ticks the lesson (spec §4), and React Router then reloads the page's data.
  // A press of Initiate before that reload ends races it for the flash toast: the reload's root
  // loader can take the "VR session initiated" meant for the session's page. Let it finish.
  await page.waitForLoadState("networkidle");
}

/**
 * Presses Initiate VR Lesson: the spec's toast, then the new session's page, where the mode is
 * chosen before the first action. Assessed unless told: in coach mode the tutor stops the
 * deliberate errors these journeys make (docs/product/practice.md#tutor).
 */
export async function initiatePractice(
  page: Page,
  { mode = "Assessed" }: { mode?: "Assessed" | "Coach on" } = {},
) {
  await page.getByRole("button", { name: "Initiate VR Lesson" }).click();
  await expect(toast(page, "VR session initiated")).toBeVisible();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: new RegExp(`^${mode}`) }).click();
  await expect(page.getByRole("button", { name: `${mode} (chosen)` })).toBeVisible();
}

/**
 * The IV cannulation procedure as the course teaches it, by object and action as the learner
 * sees them, with two deliberate errors: the cleaned skin touched (then cleaned again) and the
 * used needle re-sheathed before it goes in the sharps bin. Scored 75 out of 100.
 */
export const procedureWithTwoErrors: [object: string, action: string][] = [
  ["Patient's wristband", "Check the patient's name, date of birth and hospital number"],
  ["Patient", "Explain the procedure, check for allergies and ask for consent"],
  ["Alcohol hand gel", "Clean your hands with alcohol gel"],
  ["Equipment tray", "Gather and check the equipment on a clean tray"],
  ["Tourniquet", "Apply the tourniquet 7–10 cm above the intended site"],
  ["Patient's forearm", "Feel for a straight, springy vein away from joints"],
  ["Tourniquet", "Release the tourniquet"],
  ["Alcohol hand gel", "Clean your hands with alcohol gel"],
  ["Disposable apron", "Put on a disposable apron"],
  ["Non-sterile gloves", "Put on non-sterile gloves"],
  ["Chlorhexidine 2% in alcohol 70% applicator", "Clean the skin with chlorhexidine"],
  ["Chlorhexidine 2% in alcohol 70% applicator", "Let the skin dry completely"],
  ["Patient's forearm", "Feel the vein again over the cleaned skin"],
  ["Chlorhexidine 2% in alcohol 70% applicator", "Clean the skin with chlorhexidine"],
  ["Chlorhexidine 2% in alcohol 70% applicator", "Let the skin dry completely"],
  ["Tourniquet", "Apply the tourniquet 7–10 cm above the intended site"],
  ["Cannula", "Insert the cannula bevel up"],
  ["Cannula", "Lower the angle, advance 1–2 mm"],
  ["Tourniquet", "Release the tourniquet"],
  ["Cannula", "Press beyond the catheter tip, withdraw the needle"],
  ["Cannula", "Put the cap back on the used needle"],
  ["Sharps bin", "Put the needle straight into the sharps bin"],
  ["Saline flush syringe", "Attach the extension set and flush"],
  ["Transparent dressing", "Secure the cannula with a sterile transparent dressing"],
  ["Clinical waste bin", "Dispose of waste, remove your gloves and apron"],
  ["Patient's notes", "Record the date, time, site, gauge, attempts and VIP score"],
];

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Finishes the session and checks its debrief: 75 out of 100, both errors named under "What to
 * work on", and a timeline of every step. Returns "What to work on" for further checks.
 */
export async function finishAndExpectDebriefOfTwoErrors(page: Page) {
  await page.getByRole("button", { name: "Finish and see your debrief" }).click();
  await expect(page).toHaveURL(/\/practice\/[0-9a-f-]{36}\/debrief$/);
  await expect(page.getByText("75 out of 100")).toBeVisible();
  const toWorkOn = page.getByRole("region", { name: "What to work on" });
  await expect(toWorkOn.getByText("Error: Touched the cleaned skin (−10)")).toBeVisible();
  await expect(toWorkOn.getByText("Error: Re-sheathed the used needle (−15)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Timeline" }).getByRole("listitem")).toHaveCount(
    procedureWithTwoErrors.length,
  );
  return toWorkOn;
}
