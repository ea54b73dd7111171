import type { Page } from "@playwright/test";
import { PerspectiveCamera, Quaternion, Vector3 } from "three";
import type { SceneTarget, SceneTargetState } from "../../../common/practice/scene-contract";
import {
  immersiveOrigin,
  placementOf,
  screenCamera,
  screenFov,
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
  const aspect = box.width / box.height;
  const camera = new PerspectiveCamera(screenFov(aspect), aspect, 0.05, 20);
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
export async function startHarnessSession(
  page: Page,
  fakeCase: "procedure" | "ward" = "procedure",
) {
  await page.goto(fakeCase === "ward" ? "/dev/practice-scene?case=ward" : "/dev/practice-scene");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start practice" }).click();
  await page.locator("[data-scene-ready]").waitFor();
}

/** The harness's log of recorded actions. */
export const actionLog = (page: Page) => page.getByTestId("action-log").locator("li");

/** Where an object's label stands in the scene (its anchor, the sprite's centre). */
export function labelAnchorOf(target: SceneTarget, state: SceneTargetState = "idle") {
  const { position, labelAt, labelHeight } = placementOf(target, state);
  const offset = labelAt ?? [0, labelHeight, 0];
  return new Vector3(position[0] + offset[0], position[1] + offset[1], position[2] + offset[2]);
}

export type Pixels = { width: number; height: number; rgba: number[] };

/** The page's pixels in `clip` (CSS pixels at a device scale of 1), decoded in the page. */
export async function pixelsIn(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<Pixels> {
  const png = await page.screenshot({ clip });
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return { width: image.width, height: image.height, rgba: [...data] };
  }, png.toString("base64"));
}

const luminance = ({ rgba }: Pixels, index: number) =>
  0.2126 * rgba[index * 4]! + 0.7152 * rgba[index * 4 + 1]! + 0.0722 * rgba[index * 4 + 2]!;

/**
 * The height, in CSS pixels, of the label centred in `pixels` (a clip centred on its anchor),
 * border to border: from the middle row up and down to the first rows drawn dark across most
 * of a 30 px wide band, then on through the border. The text's rows are never dark that far
 * across; the label hides what is behind it.
 */
export function labelHeightIn(pixels: Pixels) {
  const band = 30;
  const left = Math.floor((pixels.width - band) / 2);
  const dark = (row: number) => {
    if (row < 0 || row >= pixels.height) return false;
    let run = 0;
    let longest = 0;
    for (let x = left; x < left + band; x++) {
      run = luminance(pixels, row * pixels.width + x) < 185 ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return longest >= 24;
  };
  const middle = Math.floor(pixels.height / 2);
  let top = middle;
  while (top > 0 && !dark(top)) top--;
  while (dark(top - 1)) top--;
  let bottom = middle;
  while (bottom < pixels.height - 1 && !dark(bottom)) bottom++;
  while (dark(bottom + 1)) bottom++;
  return bottom - top + 1;
}

/** How many of the pixels match `test` (given red, green, blue). */
export function countPixels(pixels: Pixels, test: (r: number, g: number, b: number) => boolean) {
  let count = 0;
  for (let index = 0; index < pixels.width * pixels.height; index++) {
    const [r, g, b] = pixels.rgba.slice(index * 4, index * 4 + 3) as [number, number, number];
    if (test(r, g, b)) count++;
  }
  return count;
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Whether `inner` lies within `outer` (to a pixel). */
export function inside(inner: Box, outer: Box) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}
