import { createRequire } from "node:module";
import { expect, test, type Page } from "@playwright/test";
import type * as Iwer from "iwer";
import type { SceneTarget } from "../../common/practice/scene-contract";
import { axeScan } from "./support/axe";
import { Vector3 } from "three";
import {
  actionLog,
  controllerAimedAt,
  countPixels,
  inside,
  labelAnchorOf,
  labelHeightIn,
  overlap,
  pixelsIn,
  screenPointAt,
  screenPointOf,
  startHarnessSession,
} from "./support/practice-scene";
import { leaveVrButtonPosition, placements } from "../../app/features/practice/scene/scene-layout";
import { textShare } from "../../app/features/practice/scene/text-texture";
import { monitorScreen, monitorTurn } from "../../app/features/practice/scene/ward-models";

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

test.describe("on a phone, 375 × 740", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("labels' text is at least 12 px high, and the menu stays inside the scene", async ({
    page,
  }) => {
    await startHarnessSession(page);
    // Measured on the screen: each label's height, border to border, in CSS pixels; its text is
    // drawn at `textShare` of that height.
    for (const target of ["patient", "notes", "wristband", "clinical-waste"] as const) {
      const at = await screenPointAt(page, labelAnchorOf(target));
      const pixels = await pixelsIn(page, { x: at.x - 20, y: at.y - 25, width: 40, height: 50 });
      const fontPixels = labelHeightIn(pixels) * textShare;
      expect(fontPixels, `the ${target}'s label`).toBeGreaterThanOrEqual(12);
    }

    // The patient has two actions: the menu opens at the tap, inside the scene's box, over
    // neither the status line nor the object list below the canvas.
    const patient = await screenPointOf(page, "patient");
    await page.touchscreen.tap(patient.x, patient.y);
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(2);
    const menuBox = (await menu.boundingBox())!;
    const sceneBox = (await page.getByRole("img", { name: /A hospital bedside/ }).boundingBox())!;
    expect(inside(menuBox, sceneBox), JSON.stringify({ menuBox, sceneBox })).toBe(true);
    for (const control of [
      page.getByRole("list", { name: "Objects at the bedside" }),
      page.locator("p[role=status]").last(),
    ]) {
      expect(overlap(menuBox, (await control.boundingBox())!)).toBe(false);
    }
    expect((await axeScan(page)).violations).toEqual([]);
    await menu.getByRole("menuitem", { name: /Introduce yourself/ }).click();
    await expect(actionLog(page).first()).toHaveAttribute("data-action-id", "identify");
  });
});

test("the patient has a face and two arms", async ({ page }) => {
  await startHarnessSession(page);
  const parts = await page.locator("[data-patient-parts]").getAttribute("data-patient-parts");
  expect(parts?.split(" ")).toEqual(
    expect.arrayContaining([
      "head",
      "hair",
      "eyes",
      "nose",
      "mouth",
      "ears",
      "left-arm",
      "right-arm",
    ]),
  );
  // On the screen: skin where the left hand rests on the blanket (blue without it), and eye
  // whites on the face (skin and hair without them).
  const skin = (r: number, g: number, b: number) => r > b + 40 && r > g && g > b;
  const leftHand = await screenPointAt(page, new Vector3(-0.15, 0.87, -1.07));
  const hand = await pixelsIn(page, { x: leftHand.x - 4, y: leftHand.y - 4, width: 8, height: 8 });
  expect(countPixels(hand, skin)).toBeGreaterThan(32);
  const eyes = await screenPointAt(page, new Vector3(-0.865, 0.92, -0.98));
  const face = await pixelsIn(page, { x: eyes.x - 14, y: eyes.y - 10, width: 28, height: 20 });
  expect(countPixels(face, skin)).toBeGreaterThan(100);
  expect(countPixels(face, (r, g, b) => r > 215 && g > 205 && b > 195)).toBeGreaterThan(2);
});

test("a ward case shows its equipment, and the monitor's figures and alarms as they change", async ({
  page,
}) => {
  await startHarnessSession(page, "ward");
  await expect(page.locator("button[data-target]")).toHaveText([
    "Patient",
    "Alcohol hand gel",
    "Patient's notes",
    "Bedside monitor",
    "Oxygen and masks",
    "Ward phone",
    "IV fluids and infusion",
    "Medicines and emergency drugs",
  ]);
  const scene = page.locator("[data-monitor-draws]");
  const draws = async () => Number(await scene.getAttribute("data-monitor-draws"));
  // The screen of the monitor, projected: its centre, and the band of its top line.
  const [x, y, z] = placements.monitor.position;
  const [, cy, cz] = monitorScreen.centre;
  const centre = new Vector3(
    x + Math.sin(monitorTurn) * cz,
    y + cy,
    z + Math.cos(monitorTurn) * cz,
  );
  const screenAt = await screenPointAt(page, centre);
  const topLine = await screenPointAt(
    page,
    centre.clone().add(new Vector3(0, monitorScreen.height * 0.42, 0)),
  );
  const shot = () =>
    pixelsIn(page, { x: screenAt.x - 40, y: screenAt.y - 25, width: 80, height: 50 });
  const bright = async () => {
    const band = await pixelsIn(page, {
      x: topLine.x - 25,
      y: topLine.y - 2,
      width: 50,
      height: 4,
    });
    return countPixels(band, (r, g, b) => r > 200 && g > 200 && b > 200);
  };

  await expect.poll(draws).toBeGreaterThan(0);
  const before = { draws: await draws(), pixels: await shot() };
  const figures = await page.getByTestId("monitor-figures").textContent();
  // The patient worsens by the second: new figures redraw the screen, and it shows them.
  await expect(page.getByTestId("monitor-figures")).not.toHaveText(figures!);
  await expect.poll(draws).toBeGreaterThan(before.draws);
  const after = await shot();
  const changed = before.pixels.rgba.filter((value, index) => value !== after.rgba[index]).length;
  expect(changed).toBeGreaterThan(50);

  // No alarm at first: the top line is text on black. An alarm turns it into a white band
  // that says ALARM and names the parameter (and the text alternative says it too).
  expect(await bright()).toBeLessThan(40);
  await expect(page.getByRole("img", { name: /Alarm: Respiration rate \d+/ })).toBeAttached({
    timeout: 30_000,
  });
  // (The band's black text covers about half of it.)
  await expect.poll(bright).toBeGreaterThan(80);
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
