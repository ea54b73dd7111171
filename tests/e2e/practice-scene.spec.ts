import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import type * as Iwer from "iwer";
import type { SceneTarget } from "../../common/practice/scene-contract";
import { axeScan } from "./support/axe";
import {
  actionLog,
  controllerAimedAt,
  screenPointOf,
  startHarnessSession,
} from "./support/practice-scene";
import { leaveVrButtonPosition } from "../../app/features/practice/scene/scene-layout";

// The 3D bedside of a practice session (docs/product/practice.md#practice-session) on the development harness, whose fake
// procedure is app/features/practice/scene/harness/fake-procedure.ts.

const clickObject = async (page: Page, target: Parameters<typeof screenPointOf>[1]) => {
  const point = await screenPointOf(page, target);
  await page.mouse.click(point.x, point.y);
};

test("pointer clicks on the scene's objects call their actions, with a menu when there are several", async ({
  page,
}) => {
  await startHarnessSession(page);

  // The patient offers two actions: a click opens the menu of both, outside the canvas.
  await clickObject(page, "patient");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Introduce yourself, confirm the patient's identity and ask for consent",
    "Begin without asking for consent",
  ]);
  await menu.getByRole("menuitem", { name: /Introduce yourself/ }).click();
  await expect(menu).toBeHidden();
  await expect(actionLog(page)).toHaveCount(1);
  await expect(actionLog(page).first()).toHaveAttribute("data-action-id", "identify");

  // One action: the click does it.
  await clickObject(page, "wristband");
  await expect(actionLog(page).nth(1)).toHaveAttribute("data-action-id", "check-band");

  // An object with nothing to do says so.
  await clickObject(page, "sharps-bin");
  await expect(page.getByRole("status").filter({ hasText: "Nothing to do" })).toHaveText(
    "Nothing to do with the sharps bin now.",
  );

  // A wrong choice is an action like any other: the gloves before hand hygiene.
  await clickObject(page, "gloves");
  await expect(actionLog(page).nth(2)).toHaveAttribute("data-action-id", "gloves-first");
});

test("the scene works from the keyboard alone, and objects in use move to the patient", async ({
  page,
}) => {
  await startHarnessSession(page);
  // Each object's button, found by the object it stands for: its name gains "in use" or "done".
  const chooseByKeyboard = async (target: SceneTarget) => {
    const trigger = page.locator(`button[data-target="${target}"]`);
    await trigger.focus();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("Enter");
    // The menu gives focus back to its object's button as it closes.
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
  };
  const steps = [
    ["patient", "identify"],
    ["wristband", "check-band"],
    ["hand-gel", "gel"],
    ["apron", "apron"],
    ["gloves", "gloves"],
    ["tourniquet", "tourniquet"],
  ] as const;
  for (const [index, [target, actionId]] of steps.entries()) {
    await chooseByKeyboard(target);
    await expect(actionLog(page).nth(index)).toHaveAttribute("data-action-id", actionId);
  }
  await expect(page.getByRole("button", { name: "Tourniquet, in use" })).toBeVisible();
  for (const [target, actionId] of [
    ["arm-vein", "vein"],
    ["antiseptic-wipe", "clean"],
    ["cannula", "insert"],
  ] as const) {
    await chooseByKeyboard(target);
    await expect(actionLog(page).last()).toHaveAttribute("data-action-id", actionId);
  }

  // The tourniquet is now round the arm: a click there releases it (its one action now).
  await page
    .locator("canvas")
    .evaluate((canvas) => canvas.scrollIntoView({ block: "center", behavior: "instant" }));
  const onArm = await screenPointOf(page, "tourniquet", "in-use");
  await page.mouse.click(onArm.x, onArm.y);
  await expect(page.getByRole("status")).toHaveText("");
  await expect(actionLog(page).last()).toHaveAttribute("data-action-id", "release");
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true });

  test("a tap on an object calls its action", async ({ page }) => {
    await startHarnessSession(page);
    await page.getByRole("button", { name: "Patient", exact: true }).click();
    await page.getByRole("menuitem", { name: /Introduce yourself/ }).click();
    // The tap waits for the first action to be logged and its menu to close: the second action
    // went missing in two full runs of four, likely a tap on the closing menu (not proven).
    await expect(actionLog(page).nth(0)).toHaveAttribute("data-action-id", "identify");
    await expect(page.getByRole("menu")).toHaveCount(0);
    const wristband = await screenPointOf(page, "wristband");
    await page.touchscreen.tap(wristband.x, wristband.y);
    await expect(actionLog(page).nth(1)).toHaveAttribute("data-action-id", "check-band");
  });
});

test("the scene's page has no axe violations, with a menu open too", async ({ page }) => {
  await startHarnessSession(page);
  expect((await axeScan(page)).violations).toEqual([]);
  await clickObject(page, "patient");
  await expect(page.getByRole("menu")).toBeVisible();
  expect((await axeScan(page)).violations).toEqual([]);
});

// iwer, the WebXR runtime @react-three/xr uses for development, as an emulated Meta Quest 3.
const iwerScript = createRequire(import.meta.url).resolve("iwer/build/iwer.min.js");

test("under an emulated headset: enter VR, select an object with the controller, leave", async ({
  page,
}) => {
  await page.addInitScript({ path: iwerScript });
  await page.addInitScript(() => {
    const { XRDevice, metaQuest3 } = (window as unknown as { IWER: typeof Iwer }).IWER;
    const device = new XRDevice(metaQuest3);
    device.installRuntime({ forceInstall: true });
    (window as unknown as { xrDevice: unknown }).xrDevice = device;
  });
  await startHarnessSession(page);
  await page.getByRole("button", { name: "Patient", exact: true }).click();
  await page.getByRole("menuitem", { name: /Introduce yourself/ }).click();

  await page.getByRole("button", { name: "Enter VR" }).click();
  await expect(page.getByRole("button", { name: "Leave VR" })).toBeVisible();

  // The right controller, held at waist height, points at the wristband; the trigger selects
  // (held for 300 ms, the pointer library's default limit for a click, which the scene raises).
  await selectWithController(page, controllerAimedAt("wristband", [-0.1, 1.1, 0.2]));
  await expect(actionLog(page).nth(1)).toHaveAttribute("data-action-id", "check-band");

  // "Leave VR" floats in the scene, where the page's button cannot be seen from a headset.
  await selectWithController(page, controllerAimedAt(leaveVrButtonPosition, [-0.1, 1.1, 0.2]));
  await expect(page.getByRole("button", { name: "Enter VR" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as XrWindow).xrDevice.activeSession)).toBe(
    undefined,
  );
});

type XrController = {
  position: { set: (...v: number[]) => void };
  quaternion: { set: (...v: number[]) => void };
  updateButtonValue: (id: string, value: number) => void;
};
type XrWindow = { xrDevice: { controllers: { right: XrController }; activeSession?: unknown } };

/** Points the emulated right controller, then pulls and releases its trigger. */
async function selectWithController(page: Page, pose: ReturnType<typeof controllerAimedAt>) {
  await page.evaluate(async ({ position, quaternion }) => {
    const right = (window as unknown as XrWindow).xrDevice.controllers.right;
    right.position.set(...position);
    right.quaternion.set(...quaternion);
    const frames = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 50));
    await frames(6);
    right.updateButtonValue("trigger", 1);
    await frames(6);
    right.updateButtonValue("trigger", 0);
    await frames(6);
  }, pose);
}
