import type { Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (the root layout marks `<html data-hydrated>`).
 * A URL check passes as soon as a redirect lands, before the page's scripts have run; a click on
 * a menu trigger in that moment is lost.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
