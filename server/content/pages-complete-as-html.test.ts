import { describe, expect, it } from "vitest";
import { flashToastCookie } from "../http/flash-toast";
import { blogArticleSeeds } from "../db/seed/content/blog-articles";
import { signedUpUser } from "../../tests/support/signed-up-user";
import { seededAppForThisFile, startTestApp } from "../../tests/support/test-app";

const seeded = seededAppForThisFile();

const article = blogArticleSeeds[0]!;
const completeAsHtml = [
  "/",
  "/blog",
  "/blog?page=2",
  `/blog/${article.slug}`,
  "/product",
  "/pricing?period=yearly",
];

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await seeded.app.request(path, { headers });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** What React Router's <Scripts> writes: the module preloads and the hydration context. */
const carriesTheApp = (html: string) =>
  html.includes('rel="modulepreload"') && html.includes("window.__reactRouterContext");

describe("pages complete as HTML", () => {
  it("reach signed-out visitors without the app's JavaScript, menu included", async () => {
    for (const path of completeAsHtml) {
      const html = await page(path);
      expect(carriesTheApp(html), path).toBe(false);
      expect(html, path).not.toMatch(/<script[^>]+src=/);
      expect(html, path).toContain("<details");
    }
  });

  it("still carry the app for signed-in people, who have the account menu", async () => {
    const { browser } = await signedUpUser(seeded.app, "scripts-signed-in@example.org");
    const response = await browser.request("/");
    const html = await response.text();
    expect(carriesTheApp(html)).toBe(true);
    expect(html).not.toContain("<details");
  });

  it("still carry the app when a toast is waiting to be shown", async () => {
    const cookie = flashToastCookie({ type: "success", title: "Signed out" }).split(";")[0]!;
    const html = await page("/", { cookie });
    expect(carriesTheApp(html)).toBe(true);
  });

  it("keep the app on the development server, whose hot reload runs in it", async () => {
    const devServer = await startTestApp({}, undefined, { mode: "development" });
    try {
      const html = await (await devServer.request("/")).text();
      expect(carriesTheApp(html)).toBe(true);
    } finally {
      await devServer.close();
    }
  });

  it("leave every page with a widget as it was", async () => {
    for (const path of ["/faqs", "/about", "/try-clinova", "/contact", "/careers", "/login"]) {
      expect(carriesTheApp(await page(path)), path).toBe(true);
    }
  });
});
