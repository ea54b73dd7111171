import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Opens the header's account menu. The menu is lazy (site-header.tsx): on a cold load the server
 * renders its trigger, and `data-hydrated` on <html> is set before the menu's own code has loaded
 * and hydrated it; a click in that window is lost (CI saw it on a busy run). So click again until
 * the menu is open.
 */
export async function openAccountMenu(page: Page) {
  await waitForHydration(page);
  const trigger = page.getByRole("banner").getByRole("button", { name: "Account menu" });
  const menu = page.getByRole("menu", { name: "Account menu" });
  await expect(async () => {
    if (!(await menu.isVisible())) await trigger.click({ timeout: 5_000 });
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return menu;
}
