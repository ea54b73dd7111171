import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/** Axe against WCAG 2.2 AA, now: for pages with nothing still fading in. */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).withTags(wcagTags).analyze();
}

/**
 * Axe (WCAG 2.2 AA) once the page has settled. A toast's text reaches its real contrast only when
 * its fade-in ends, and a toast can appear late: sonner loads with the first toast, then mounts
 * the toast, then starts its transition. So wait for the network, for every toast to be mounted,
 * and for no animation to run, twice with a pause between.
 */
export async function settledAxe(page: Page) {
  await page.waitForLoadState("networkidle");
  for (let quiet = 0; quiet < 2; quiet++) {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) => toast.getAttribute("data-mounted") === "true",
        ) && document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    await page.waitForTimeout(300);
  }
  return axeScan(page);
}
