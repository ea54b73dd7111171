import { expect, type Page } from "@playwright/test";
import { Vector3 } from "three";
import {
  sceneTargetNames,
  sceneTargets,
  type SceneTarget,
  type SceneTargetState,
} from "../../common/practice/scene-contract";
import { placementOf } from "../../app/features/practice/scene/scene-layout";
import { expectNoAxeViolations, signUp, test } from "./support/learning-app";
import {
  escapeRegExp,
  finishAndExpectDebriefOfTwoErrors,
  initiatePractice,
  openVrTab,
  procedureWithTwoErrors,
} from "./support/practice-procedure";
import { screenPointAt, screenPointOf } from "./support/practice-scene";

// docs/product/practice.md#practice-session: the same procedure as the list-mode journey, on the session page's 3D scene (its
// default mode), by pointer clicks on the scene's objects; the debrief names both errors.
test.describe.configure({ timeout: 180_000 });

const targetNamed = (name: string) => {
  const target = sceneTargets.find((candidate) => sceneTargetNames[candidate] === name);
  if (!target) throw new Error(`no object of the scene is called ${name}`);
  return target;
};

/** What the object list says of the object: its button's name gains "in use" or "done". */
async function stateOf(page: Page, target: SceneTarget): Promise<SceneTargetState> {
  const label = await page.locator(`button[data-target="${target}"]`).getAttribute("aria-label");
  if (label?.endsWith(", in use")) return "in-use";
  if (label?.endsWith(", done")) return "done";
  return "idle";
}

/**
 * Where to click an object: its hit box's centre, except the tray, whose centre is under the
 * needle's box; its near left corner is the tray's alone.
 */
async function pointOver(page: Page, target: SceneTarget) {
  const state = await stateOf(page, target);
  if (target !== "tray") return screenPointOf(page, target, state);
  const [x, y, z] = placementOf("tray", state).position;
  return screenPointAt(page, new Vector3(x - 0.35, y + 0.015, z + 0.235));
}

/** Clicks the object in the scene, chooses the action in its menu when it offers several. */
async function act(page: Page, object: string, label: string, step: number) {
  await page
    .locator("canvas")
    .evaluate((canvas) => canvas.scrollIntoView({ block: "center", behavior: "instant" }));
  const point = await pointOver(page, targetNamed(object));
  await page.mouse.click(point.x, point.y);
  const done = page.getByRole("region", { name: "Done so far" }).getByRole("listitem");
  const menu = page.getByRole("menu");
  await expect(menu.or(done.nth(step - 1))).toBeVisible();
  if (await menu.isVisible()) {
    await menu.getByRole("menuitem", { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  }
  await expect(done).toHaveCount(step);
  await expect(done.last()).toContainText(label);
}

test("a learner practises IV cannulation on the 3D bedside with the pointer and the debrief names both errors", async ({
  page,
  app,
}) => {
  await signUp(page.request, app, "standard");
  await openVrTab(page);
  await initiatePractice(page);
  await expect(page.getByRole("link", { name: "3D scene", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.locator("[data-scene-ready]").waitFor();

  for (const [index, [object, label]] of procedureWithTwoErrors.entries()) {
    await act(page, object, label, index + 1);
  }
  // Objects in use stand on the patient: the cannula is in the vein, under its dressing.
  await expect(page.locator('button[data-target="cannula"]')).toHaveAccessibleName(
    /^Cannula, (in use|done)$/,
  );
  await expectNoAxeViolations(page);

  await finishAndExpectDebriefOfTwoErrors(page);
});
