import type { Browser, Page } from "@playwright/test";
import { PerspectiveCamera, Vector3 } from "three";
import type { SceneTarget } from "../../common/practice/scene-contract";
import { fakeProcedure } from "../../app/features/practice/scene/harness/fake-procedure";
import { placementOf, screenCamera } from "../../app/features/practice/scene/scene-layout";

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
  { frameloop, seconds }: { frameloop: "demand" | "always"; seconds: number },
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
  const query = frameloop === "always" ? "?frameloop=always" : "";
  await page.goto(`${origin}/dev/practice-scene${query}`);
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
  await interact(page, seconds);
  const intervals = await page.evaluate(
    () => (window as unknown as { frameIntervals: number[] }).frameIntervals,
  );
  const drawCalls = await page.evaluate(
    () => (window as unknown as { benchDraws: { frames: number[] } }).benchDraws.frames,
  );
  const steps = await page.getByTestId("action-log").locator("li").count();
  await context.close();
  return { firstFrameMs, intervals: intervals.slice(1), drawCalls, steps };
}

async function interact(page: Page, seconds: number) {
  const box = (await page.locator("canvas").boundingBox())!;
  const camera = new PerspectiveCamera(screenCamera.fov, box.width / box.height, 0.05, 20);
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
