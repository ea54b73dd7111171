import type { Browser, Page } from "@playwright/test";
import { PerspectiveCamera, Vector3 } from "three";
import { replay, targetStatesOf, type LoggedAction } from "../../common/practice/engine";
import type { SceneTarget, SceneTargetState } from "../../common/practice/scene-contract";
import { fakeProcedure } from "../../app/features/practice/scene/harness/fake-procedure";
import {
  placementOf,
  screenCamera,
  screenFov,
} from "../../app/features/practice/scene/scene-layout";
import { sepsis, sepsisRun } from "./sepsis-case";

/**
 * One measured session on the development harness (/dev/practice-scene) in a fresh browser
 * context: the time from "Start practice" to the scene's first interactive frame (the lazy
 * chunk loads in between), then the browser's frame intervals over `seconds` of scripted
 * interaction: the pointer sweeps over the objects (each crossing re-draws the highlight), and
 * every second or so clicks the next step's object and chooses its action.
 */
export async function measureSession(
  browser: Browser,
  origin: string,
  {
    frameloop,
    seconds,
    sepsisCase = false,
  }: { frameloop: "demand" | "always"; seconds: number; sepsisCase?: boolean },
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  // Counts WebGL draw calls per drawn frame, without touching the scene's code.
  await page.addInitScript(`
    window.benchDraws = { calls: 0, frames: [] };
    for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      for (const name of ["drawElements", "drawArrays", "drawElementsInstanced", "drawArraysInstanced"]) {
        const original = proto[name];
        if (!original) continue;
        proto[name] = function (...args) {
          window.benchDraws.calls++;
          return original.apply(this, args);
        };
      }
    }
  `);
  const query = new URLSearchParams({
    ...(frameloop === "always" ? { frameloop } : {}),
    ...(sepsisCase ? { case: "sepsis" } : {}),
  });
  await page.goto(`${origin}/dev/practice-scene?${query}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const start = page.getByRole("button", { name: "Start practice" });
  // Scripts as text: tsx would wrap named functions in a helper the page does not have.
  await page.evaluate(`
    window.benchMarks = {};
    document.addEventListener("click", () => (window.benchMarks.start ??= performance.now()), true);
    new MutationObserver((_, observer) => {
      if (!document.querySelector("[data-scene-ready]")) return;
      window.benchMarks.ready = performance.now();
      observer.disconnect();
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  `);
  await start.click();
  await page.locator("[data-scene-ready]").waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { benchMarks: Record<string, number> }).benchMarks,
  );
  const firstFrameMs = Math.round(marks.ready! - marks.start!);

  await page.evaluate(`
    window.frameIntervals = [];
    let last = performance.now();
    requestAnimationFrame(function tick(now) {
      window.frameIntervals.push(now - last);
      last = now;
      const { calls } = window.benchDraws;
      if (calls > 0) window.benchDraws.frames.push(calls);
      window.benchDraws.calls = 0;
      requestAnimationFrame(tick);
    });
  `);
  const monitorDraws = async () =>
    Number(await page.locator("[data-monitor-draws]").getAttribute("data-monitor-draws"));
  const drawsBefore = sepsisCase ? await monitorDraws() : 0;
  await (sepsisCase ? interactWithSepsis(page, seconds) : interact(page, seconds));
  const monitorRedraws = sepsisCase ? (await monitorDraws()) - drawsBefore : 0;
  const intervals = await page.evaluate(
    () => (window as unknown as { frameIntervals: number[] }).frameIntervals,
  );
  const drawCalls = await page.evaluate(
    () => (window as unknown as { benchDraws: { frames: number[] } }).benchDraws.frames,
  );
  const steps = await page.getByTestId("action-log").locator("li").count();
  await context.close();
  return { firstFrameMs, intervals: intervals.slice(1), drawCalls, steps, monitorRedraws };
}

/** Page points of the scene's objects, projected with the scene's own camera and layout. */
async function projector(page: Page) {
  const box = (await page.locator("canvas").boundingBox())!;
  const aspect = box.width / box.height;
  const camera = new PerspectiveCamera(screenFov(aspect), aspect, 0.05, 20);
  camera.position.set(...screenCamera.position);
  camera.lookAt(...screenCamera.target);
  camera.updateMatrixWorld();
  return (target: SceneTarget, state: SceneTargetState) => {
    const { position, hitBox } = placementOf(target, state);
    const p = new Vector3(position[0], position[1] + hitBox[1] / 2, position[2]).project(camera);
    return { x: box.x + ((p.x + 1) / 2) * box.width, y: box.y + ((1 - p.y) / 2) * box.height };
  };
}

/**
 * The sepsis case, run by the engine in the page while its patient's observations change every
 * second: the pointer sweeps over the objects, and every second or so the next step of a good
 * run is chosen by clicking its object (and its item when a menu opens).
 */
async function interactWithSepsis(page: Page, seconds: number) {
  const pointOf = await projector(page);
  const byId = new Map(sepsis.actions.map((action) => [action.id, action]));
  const done: LoggedAction[] = [];
  const sweep: SceneTarget[] = ["monitor", "patient", "oxygen", "notes", "medicines", "phone"];
  const log = page.getByTestId("action-log").locator("li");
  const until = Date.now() + seconds * 1000;
  for (let round = 0; Date.now() < until; round++) {
    const states = targetStatesOf(sepsis, replay(sepsis, done));
    const swept = sweep[round % sweep.length]!;
    const over = pointOf(swept, states[swept] ?? "idle");
    await page.mouse.move(over.x, over.y, { steps: 8 });
    const next = sepsisRun[done.length];
    if (round % 3 !== 2 || !next) continue;
    const action = byId.get(next[0])!;
    const at = pointOf(action.target, states[action.target] ?? "idle");
    await page.mouse.click(at.x, at.y);
    const menu = page.getByRole("menu");
    await menu.or(log.nth(done.length)).first().waitFor();
    if (await menu.isVisible()) {
      await menu.getByRole("menuitem", { name: action.label, exact: true }).click();
    }
    await log.nth(done.length).waitFor();
    done.push({ actionId: action.id, offsetMs: 0 });
  }
}

async function interact(page: Page, seconds: number) {
  const box = (await page.locator("canvas").boundingBox())!;
  const aspect = box.width / box.height;
  const camera = new PerspectiveCamera(screenFov(aspect), aspect, 0.05, 20);
  camera.position.set(...screenCamera.position);
  camera.lookAt(...screenCamera.target);
  camera.updateMatrixWorld();
  const states: Partial<Record<SceneTarget, "in-use" | "done">> = {};
  const pointOf = (target: SceneTarget) => {
    const { position, hitBox } = placementOf(target, states[target] ?? "idle");
    const p = new Vector3(position[0], position[1] + hitBox[1] / 2, position[2]).project(camera);
    return { x: box.x + ((p.x + 1) / 2) * box.width, y: box.y + ((1 - p.y) / 2) * box.height };
  };
  const sweep: SceneTarget[] = ["notes", "patient", "arm-vein", "gloves", "sharps-bin", "dressing"];
  const until = Date.now() + seconds * 1000;
  let step = 0;
  for (let round = 0; Date.now() < until; round++) {
    const over = pointOf(sweep[round % sweep.length]!);
    await page.mouse.move(over.x, over.y, { steps: 8 });
    const next = fakeProcedure[step];
    if (round % 3 !== 2 || !next) continue;
    const at = pointOf(next.right.target);
    await page.mouse.click(at.x, at.y);
    const menu = page.getByRole("menuitem", { name: next.right.label });
    if (next.wrong?.target === next.right.target) await menu.click();
    await page.getByTestId("action-log").locator("li").nth(step).waitFor();
    Object.assign(states, next.after);
    step++;
  }
}
