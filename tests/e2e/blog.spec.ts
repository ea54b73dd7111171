import { expect, test, type Page } from "@playwright/test";

const cardTitles = (page: Page) => page.getByRole("heading", { level: 3 }).allTextContents();

test("the blog pages through its articles with Next, page numbers and Previous", async ({
  page,
}) => {
  await page.goto("/blog");
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Featured article" })).toBeVisible();
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const first = await cardTitles(page);
  expect(first).toHaveLength(4);

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/blog?page=2");
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Previous" })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Featured article" })).toHaveCount(0);
  const second = await cardTitles(page);
  expect(second).toHaveLength(4);
  expect(second.filter((title) => first.includes(title))).toEqual([]);

  await pages.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL("/blog?page=3");
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
  const third = await cardTitles(page);
  expect(third.length).toBeGreaterThan(0);
  expect(third.filter((title) => [...first, ...second].includes(title))).toEqual([]);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL("/blog?page=2");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(second);
});

test("an article opens from the list with its breadcrumb and recommended articles", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/blog");
  const title = (await cardTitles(page))[0] ?? "";
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^\d+ Minutes Read$/).first()).toBeVisible();

  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  await expect(breadcrumb.getByText(title)).toHaveAttribute("aria-current", "page");

  const recommended = page.getByRole("region", { name: "Recommended Articles" });
  const picks = recommended.getByRole("heading", { level: 3 });
  await expect(picks).toHaveCount(2);
  const next = (await picks.allTextContents())[0] ?? "";
  expect(await picks.allTextContents()).not.toContain(title);
  await recommended.getByRole("link", { name: next }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next);

  await breadcrumb.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL("/blog");
  // Hydration (dates, the JSON-LD script) and CSP violations would show up here.
  expect(errors).toEqual([]);
});

test("an article opened directly hydrates without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/blog/debriefing-after-simulation-where-the-learning-happens", {
    waitUntil: "networkidle",
  });
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Blog" })
    .click();
  await expect(page).toHaveURL("/blog");
  expect(errors).toEqual([]);
});

test("a missing article says so with 404 and leads back to the blog", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
  await expect(
    page.getByText("Sorry, the article you are looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test("a blog page number out of range is a 404 with a link to the blog", async ({ page }) => {
  const response = await page.goto("/blog?page=99");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Go to the blog" }).click();
  await expect(page).toHaveURL("/blog");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("page 2 of the blog arrives in the server's HTML", async ({ page }) => {
    await page.goto("/blog?page=2");
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(4);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL("/blog?page=3");
  });
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ["/blog", "/blog?page=2"]) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  }
  test("an article fits without sideways scrolling", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("heading", { level: 3 }).first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
