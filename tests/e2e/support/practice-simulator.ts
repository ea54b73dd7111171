import { expect, type Page } from "@playwright/test";

/**
 * Moves focus with Tab alone until it reaches the element named `name` (a keyboard user's way
 * round the page), then returns it; fails after `limit` presses.
 */
export async function tabTo(page: Page, name: string | RegExp, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element ? (element.getAttribute("aria-label") ?? element.innerText ?? "").trim() : "";
    });
    if (typeof name === "string" ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** The monitor's live regions: changes (polite) and alarms (assertive). */
export const monitorChanges = (page: Page) => page.locator("#patient-monitor-changes");
export const monitorAlarm = (page: Page) => page.locator("#patient-monitor-alarm");

/** The NEWS2 column of the debrief's table of observations, first to last. */
export async function news2Column(page: Page) {
  const table = page.getByRole("table", { name: /observations and NEWS2 each minute/ });
  await expect(table).toBeVisible();
  const cells = table.locator("tbody tr td:nth-of-type(1)");
  return (await cells.allInnerTexts()).map(Number);
}
