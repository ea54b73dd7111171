import type { Page } from "@playwright/test";
import { PerspectiveCamera, Quaternion, Vector3 } from "three";
import type { SceneTarget, SceneTargetState } from "../../../common/practice/scene-contract";
import {
  immersiveOrigin,
  placementOf,
  screenCamera,
  type Vec3,
} from "../../../app/features/practice/scene/scene-layout";
import { waitForHydration } from "./hydration";

/**
 * Driving the 3D bedside from a test: where an object is on the screen (projected with the
 * scene's own camera and layout), and how to aim an emulated controller at it.
 */

const centreOf = (target: SceneTarget, state: SceneTargetState) => {
  const { position, hitBox } = placementOf(target, state);
  return new Vector3(position[0], position[1] + hitBox[1] / 2, position[2]);
};

/** The page point over `target`'s hit box in the screen mode. */
export async function screenPointOf(
  page: Page,
  target: SceneTarget,
  state: SceneTargetState = "idle",
) {
  return screenPointAt(page, centreOf(target, state));
}

/** The page point where a point of the scene (in metres) shows in the screen mode. */
export async function screenPointAt(page: Page, point: Vector3) {
  const box = await page.locator("canvas").boundingBox();
  if (!box) throw new Error("the scene's canvas is not on the page");
  const camera = new PerspectiveCamera(screenCamera.fov, box.width / box.height, 0.05, 20);
  camera.position.set(...screenCamera.position);
  camera.lookAt(...screenCamera.target);
  camera.updateMatrixWorld();
  const projected = point.clone().project(camera);
  return {
    x: box.x + ((projected.x + 1) / 2) * box.width,
    y: box.y + ((1 - projected.y) / 2) * box.height,
  };
}

/**
 * A controller pose, in the headset's space (the scene's origin stands at `immersiveOrigin`),
 * whose ray (its −z) runs from `from` to the centre of `target` (an object, or a point).
 */
export function controllerAimedAt(target: SceneTarget | Vec3, from: Vec3) {
  const start = new Vector3(...from);
  const end = typeof target === "string" ? centreOf(target, "idle") : new Vector3(...target);
  const direction = end.sub(start).normalize();
  const rotation = new Quaternion().setFromUnitVectors(new Vector3(0, 0, -1), direction);
  const local = start.sub(new Vector3(...immersiveOrigin));
  return {
    position: [local.x, local.y, local.z] as const,
    quaternion: [rotation.x, rotation.y, rotation.z, rotation.w] as const,
  };
}

/** Opens the development harness and starts a session: the scene's chunk loads now. */
export async function startHarnessSession(page: Page) {
  await page.goto("/dev/practice-scene");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start practice" }).click();
  await page.locator("[data-scene-ready]").waitFor();
}

/** The harness's log of recorded actions. */
export const actionLog = (page: Page) => page.getByTestId("action-log").locator("li");
