import { expect, test, type Locator, type Page } from "@playwright/test";
import { linksInMail } from "./support/mailbox";

// Decision 0032: a learner's whole journey by keyboard alone (WCAG 2.1.1), with focus visible at every
// stop (2.4.7) and inside the window, not hidden behind the sticky header (2.4.11): sign up, pay
// in test mode, open a lesson, write a note, take and submit the assessment. No mouse: addresses
// are reached through links, and nothing is clicked.
test.describe.configure({ timeout: 180_000 });

/** Where focus is now, and whether a person can see it there. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: false as const };
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      focused: true as const,
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      focusVisible: element.matches(":focus-visible"),
      indicated:
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) ||
        style.boxShadow !== "none",
      inWindow:
        rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
      // A native radio or checkbox is drawn under its label's text, which elementFromPoint finds.
      unobscured:
        !!hit &&
        (hit === element ||
          element.contains(hit) ||
          hit.contains(element) ||
          hit.closest("label")?.contains(element) === true),
    };
  });
}

/** Focus is on something, marked, and (once a smooth scroll has ended) in plain sight. */
async function expectFocusVisible(page: Page) {
  await expect
    .poll(
      async () => {
        const state = await focusState(page);
        if (!state.focused) return "nothing has focus";
        // `what` travels with the flags so that a failure names the element.
        const { focusVisible, indicated, inWindow, unobscured, what } = state;
        return { focusVisible, indicated, inWindow, unobscured, what };
      },
      { message: "focus visible", timeout: 3_000 },
    )
    .toEqual({
      focusVisible: true,
      indicated: true,
      inWindow: true,
      unobscured: true,
      what: expect.any(String),
    });
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, checking focus is visible at each stop. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.first().waitFor();
  for (let presses = 0; !(await isFocused(target)); presses++) {
    if (presses === max) throw new Error(`${max} presses of Tab did not reach ${target}`);
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectFocusVisible(page);
  }
}

async function tabAndPress(page: Page, target: Locator, key = "Enter") {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

async function tabAndType(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test("a learner signs up, pays in test mode, opens a lesson, writes a note and submits the assessment, by keyboard alone", async ({
  page,
  context,
}) => {
  const email = `keys-${Date.now().toString(36)}@example.org`;
  const main = page.locator("#main-content");

  // Sign up, from the home page's first call to action.
  await page.goto("/");
  await tabAndPress(page, main.getByRole("link", { name: "Sign Up" }).first());
  await expect(page).toHaveURL("/signup");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabAndType(page, page.getByLabel("First name"), "Kofi");
  await tabAndType(page, page.getByLabel("Surname"), "Mensah");
  // A native select chooses by typing an option's first letters.
  await tabAndType(page, page.getByLabel("Professional registration type"), "Nurse");
  await expect(page.getByLabel("Professional registration type")).toHaveValue("nurse");
  await tabAndType(page, page.getByLabel("Registration number"), "21B4567E");
  await tabAndType(page, page.getByLabel("Institution"), "Larkmere Teaching Hospital");
  await tabAndType(page, page.getByLabel("Email"), email);
  await tabAndType(page, page.getByLabel("Password", { exact: true }), "correct-horse-7!");
  await tabAndPress(page, page.getByRole("button", { name: "Sign Up" }));
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  // The emailed link signs the new account in (decision 0046); then on to the plans.
  const [link] = (await linksInMail(email)).filter((l) => l.includes("verify-email"));
  await page.goto(link!);
  await expect(page).toHaveURL("/pricing?from=signup");

  // Pay in test mode: the plan's button opens checkout in a new tab.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const [checkout] = await Promise.all([
    context.waitForEvent("page"),
    tabAndPress(page, page.getByRole("button", { name: "Choose Standard" })),
  ]);
  await expect(checkout).toHaveURL("/billing/test-checkout?plan=standard&period=monthly");
  await checkout.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabAndPress(checkout, checkout.getByRole("button", { name: "Start free trial" }));
  await expect(checkout).toHaveURL("/dashboard");
  await page.close();
  const learner = checkout;

  // Open a lesson: the course from the dashboard, then Start Learning.
  await learner.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await tabAndPress(
    learner,
    learner.getByRole("link", { name: "Intravenous Cannulation", exact: true }),
  );
  await expect(learner).toHaveURL("/course/demo-iv-cannulation");
  await tabAndPress(learner, learner.getByRole("button", { name: "Start Learning" }));
  await expect(learner).toHaveURL("/course/demo-iv-cannulation/start");
  await expect(learner.getByRole("heading", { level: 1 })).toHaveText(
    "Indications and complications",
  );

  // Write a note: the tabs move with the arrow keys.
  await tabTo(learner, learner.getByRole("tab", { name: "Lesson" }));
  const notesTab = learner.getByRole("tab", { name: "Notes" });
  for (let presses = 0; !(await isFocused(notesTab)); presses++) {
    expect(presses, "arrow keys reach the Notes tab").toBeLessThan(4);
    await learner.keyboard.press("ArrowRight");
  }
  await expectFocusVisible(learner);
  await expect(notesTab).toHaveAttribute("aria-selected", "true");
  await tabAndType(learner, learner.getByLabel("New note"), "Two attempts at most, then escalate.");
  await tabAndPress(learner, learner.getByRole("button", { name: "Save Note" }));
  await expect(
    learner.getByRole("region", { name: "Saved Notes" }).getByText("Two attempts at most"),
  ).toBeVisible();

  // Take the assessment: Space picks a question's first option, an arrow the next one.
  await tabTo(learner, learner.getByRole("link", { name: /Take Assessment/ }), { back: true });
  await learner.keyboard.press("Enter");
  await expect(learner).toHaveURL("/course/demo-iv-cannulation/assessment");
  await learner.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const questions = learner.getByRole("group", { name: /^\d+\./ });
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const question = questions.nth(index);
    await tabTo(learner, question.getByRole("radio").first());
    await learner.keyboard.press("Space");
    if (index % 2 === 1) await learner.keyboard.press("ArrowDown");
    await expectFocusVisible(learner);
    await expect(question.getByRole("radio", { checked: true })).toHaveCount(1);
  }
  await tabAndPress(learner, learner.getByRole("button", { name: "Submit Assessment" }));
  const result = learner.getByRole("dialog", { name: "Assessment Complete" });
  await expect(result).toContainText(/\d+ out of \d+ correct/);
  // The dialog takes focus; Escape closes it and gives focus back.
  await expectFocusVisible(learner);
  await learner.keyboard.press("Escape");
  await expect(result).toBeHidden();
  await expect(learner.getByText(/Last score: \d+%/)).toBeVisible();
});
