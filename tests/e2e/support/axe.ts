import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Decision 0032: WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no rule tagged wcag22a).
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Decision 0069: axe's minified build (580 KB, not the 1.3 MB the wrapper injects by default),
// run in the page itself, and set up once per document. By default the wrapper evaluated the
// source twice per scan (in the page, and in a blank page it opens to merge frames' results):
// half of a sweep's time. Our pages have no frames of other origins to merge.
const axeMinified = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const axeOncePerDocument = `if (typeof window.axe === "undefined") {\n${axeMinified}\n}`;

/** Axe against WCAG 2.2 AA, now: for pages with nothing still fading in. */
export function axeScan(page: Page) {
  return new AxeBuilder({ page, axeSource: axeOncePerDocument })
    .setLegacyMode()
    .withTags(wcagTags)
    .analyze();
}

// Endless animations (spinners, skeletons) are left running: only the ones that end are awaited.
const toastsMountedAndStill = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].every(
    (toast) => toast.getAttribute("data-mounted") === "true",
  ) &&
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== "running" ||
        animation.effect?.getComputedTiming().endTime === Infinity,
    );

/**
 * Axe (WCAG 2.2 AA) once the page has settled. A toast's text reaches its real contrast only when
 * its fade-in ends, and a toast can appear late: sonner loads with the first toast, then mounts
 * the toast, then starts its transition. So wait for the network, for every toast to be mounted,
 * and for no animation to run, twice with a pause between.
 */
export async function settledAxe(page: Page) {
  await page.waitForLoadState("networkidle");
  for (let attempt = 1; ; attempt++) {
    for (let quiet = 0; quiet < 2; quiet++) {
      await page.waitForFunction(toastsMountedAndStill);
      await page.waitForTimeout(300);
    }
    const toastsBefore = await toastCount(page);
    const results = await axeScan(page);
    // A scan counts only if the page stayed still through it: on a loaded machine a toast can
    // start fading in during the scan, and its half-faded text fails the contrast rule.
    const still =
      (await toastCount(page)) === toastsBefore && (await page.evaluate(toastsMountedAndStill));
    if (still || attempt === 3) return results;
  }
}

const toastCount = (page: Page) => page.locator("[data-sonner-toast]").count();

/**
 * Axe on a page just loaded with no toast expected: once React has hydrated it (when it carries
 * the app) and nothing moves. Cheaper than `settledAxe`, for the sweep of every route.
 */
export async function loadedAxe(page: Page) {
  if (await page.locator('script[type="module"]').count()) await waitForHydration(page);
  await page.waitForFunction(toastsMountedAndStill);
  return axeScan(page);
}

type Results = Awaited<ReturnType<typeof axeScan>>;

/** One line per violation and element: rule, impact, element and what axe says to fix. */
export function describeViolations(results: Results, where: string) {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`,
    ),
  );
}
