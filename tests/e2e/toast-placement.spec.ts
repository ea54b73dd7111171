import { expect, type Locator } from "@playwright/test";
import { iv, signUp, test, toast } from "./support/learning-app";

// A toast must never cover what the person came to press (as the enrolment toast once did sat on
// Take Assessment at 1366 × 900). Checked where toasts appear over the busiest screen.
test.describe.configure({ timeout: 120_000 });

async function overlaps(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error("an element has no box");
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 1920, height: 1080 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the enrolment toast leaves the player's actions free`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page.request, app, "standard");
    await page.goto(iv);
    await page.getByRole("button", { name: "Start Learning" }).click();
    await expect(toast(page, "Successfully enrolled")).toBeVisible();
    const shown = page.locator("[data-sonner-toast]").filter({ hasText: "Successfully enrolled" });
    const actions = [
      page.getByRole("link", { name: "Take Assessment →" }),
      page.getByRole("tab", { name: "Lesson" }),
      page.getByRole("tab", { name: "VR" }),
      page.getByRole("tab", { name: "Notes" }),
      page.getByRole("banner").getByRole("button", { name: /Account menu|Open menu/ }),
    ];
    // The pager and the player's tabs too, wherever they are on screen.
    for (const name of ["Previous", "Next"]) {
      const button = page.getByRole("button", { name, exact: true });
      if (await button.isVisible()) actions.push(button);
    }
    for (const action of actions) {
      await expect(action).toBeVisible();
      expect(await overlaps(shown, action), String(await action.textContent())).toBe(false);
    }
    await page.screenshot({ path: `test-results/toast-${viewport.width}.png` });

    // The VR tab's toast over the practice session it opens (docs/product/learning.md#vr-tab): the mode switch is free.
    await page.getByRole("tab", { name: "VR" }).click();
    await page.getByRole("button", { name: "Initiate VR Lesson" }).click();
    await expect(toast(page, "VR session initiated")).toBeVisible();
    const vrToast = page.locator("[data-sonner-toast]").filter({ hasText: "VR session initiated" });
    for (const action of [
      page.getByRole("link", { name: "3D scene", exact: true }),
      page.getByRole("link", { name: "List", exact: true }),
      page.getByRole("banner").getByRole("button", { name: /Account menu|Open menu/ }),
    ]) {
      await expect(action).toBeVisible();
      expect(await overlaps(vrToast, action), String(await action.textContent())).toBe(false);
    }
  });
}
