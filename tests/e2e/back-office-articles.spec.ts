import { expect, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { admins, users } from "@server/db/schema";
import { londonDateOf } from "@common/london-time";
import { expectNoAxeViolations, signUp, test, toast } from "./support/learning-app";
import { markTwoFactorPassed } from "../support/two-factor-passed";

// Articles written in the back office and what visitors then see. The admin's two-factor set-up
// is walked in back-office-two-factor.spec.ts; here it is marked done in the database.
test.describe.configure({ timeout: 120_000 });

const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function openBackOfficeAs(page: Page, app: Parameters<typeof signUp>[1]) {
  const email = await signUp(page.request, app);
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  await app.db.insert(admins).values({ userId: user!.id });
  await markTwoFactorPassed(app.db, user!.id);
  return email;
}

async function writeArticle(
  page: Page,
  article: { title: string; slug: string; publishDate: string; withImage?: boolean },
) {
  await page.goto("/admin/articles");
  await page.getByRole("link", { name: "New article" }).click();
  await page.getByLabel("Title", { exact: true }).fill(article.title);
  await page.getByLabel("Address").fill(article.slug);
  await page.getByLabel("Category").fill("Clinical skills");
  await page.getByLabel("Publish date").fill(article.publishDate);
  await page.getByLabel("Excerpt").fill("Why the order of the steps matters.");
  await page
    .getByLabel("Text", { exact: true })
    .fill("The first paragraph.\n\nThe second paragraph.");
  if (article.withImage) {
    await page
      .getByLabel("Upload a picture")
      .setInputFiles({ name: "tray.png", mimeType: "image/png", buffer: pngBytes });
    await page.getByLabel("Alternative text").fill("An equipment tray laid out for cannulation");
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Article saved")).toBeVisible();
}

test("an admin publishes an article with a picture, and schedules another for tomorrow", async ({
  page,
  app,
  browser,
}) => {
  const email = await openBackOfficeAs(page, app);
  await page.goto("/admin");
  await expect(page.getByText(email)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Articles" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();

  // The form's own schema runs in the browser first: a bad address is refused before anything
  // is sent, with the server's words, and the focus on the field.
  await page.getByRole("link", { name: "New article" }).click();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.getByLabel("Title", { exact: true }).fill("Checked in the browser");
  await page.getByLabel("Address").fill("Not An Address");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText(
      "Address: lowercase letters, digits and single hyphens, like clinical-skill-decay",
    ),
  ).toBeVisible();
  await expect(page.getByText("Category is required")).toBeVisible();
  await expect(page.getByLabel("Address")).toBeFocused();
  await expect(page.getByLabel("Address")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  const today = londonDateOf(new Date());
  const tomorrow = londonDateOf(new Date(Date.now() + 86_400_000));
  await writeArticle(page, {
    title: "Flushing a cannula, step by step",
    slug: "flushing-a-cannula",
    publishDate: today,
    withImage: true,
  });
  // The editor shows the stored picture (its description is in the field below it).
  await expect(page.locator('img[src^="/storage/"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await writeArticle(page, {
    title: "Tomorrow's article on tourniquets",
    slug: "tomorrow-tourniquets",
    publishDate: tomorrow,
  });
  await expect(
    page.getByText("Scheduled: visitors cannot see it before its publish date."),
  ).toBeVisible();

  // Both are in the back office's list, the scheduled one marked, found by search.
  await page.goto("/admin/articles");
  await page.getByLabel("Search by title, category or author").fill("tourniquets");
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row", { name: /Tomorrow's article on tourniquets/ });
  await expect(row.getByText("Scheduled")).toBeVisible();
  await expect(page.getByText("1–1 of 1")).toBeVisible();

  // A visitor sees the first at once, on the blog, in the feed and in the sitemap; not the second.
  const visitor = await browser.newPage();
  await visitor.goto(`${app.baseURL}/blog`);
  await expect(
    visitor.getByRole("link", { name: /Flushing a cannula, step by step/ }).first(),
  ).toBeVisible();
  await expect(visitor.getByText("Tomorrow's article on tourniquets")).toHaveCount(0);
  await visitor.goto(`${app.baseURL}/blog/flushing-a-cannula`);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Flushing a cannula, step by step" }),
  ).toBeVisible();
  const picture = visitor.getByRole("img", { name: "An equipment tray laid out for cannulation" });
  await expect(picture).toBeVisible();
  const pictureUrl = await picture.getAttribute("src");
  const served = await visitor.request.get(new URL(pictureUrl!, app.baseURL).toString());
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(pngBytes)).toBe(true);

  const feed = await (await visitor.request.get(`${app.baseURL}/blog/rss.xml`)).text();
  const sitemap = await (await visitor.request.get(`${app.baseURL}/sitemap.xml`)).text();
  expect(feed).toContain("/blog/flushing-a-cannula");
  expect(sitemap).toContain("/blog/flushing-a-cannula");
  expect(feed).not.toContain("tomorrow-tourniquets");
  expect(sitemap).not.toContain("tomorrow-tourniquets");
  const scheduled = await visitor.goto(`${app.baseURL}/blog/tomorrow-tourniquets`);
  expect(scheduled?.status()).toBe(404);

  // Each save is in the audit log, with who made it.
  await page.goto("/admin/audit-log");
  await page.getByLabel("Search by person, action, description or item id").fill("article.create");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1–2 of 2")).toBeVisible();
  await expect(
    page.getByRole("row", { name: /Wrote the article “Flushing a cannula, step by step”/ }),
  ).toContainText(email);
  await page
    .getByRole("row", { name: /Flushing a cannula/ })
    .getByRole("link")
    .click();
  await expect(page.getByRole("row", { name: /slug/ })).toContainText("flushing-a-cannula");
});
