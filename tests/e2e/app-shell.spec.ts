import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { signUpThroughRequest } from "./support/sign-up-through-request";

// Every route of docs/product/routes.md#routes answers with a page.
const routes = [
  "/",
  "/login",
  "/about",
  "/product",
  "/pricing",
  "/contact",
  "/blog",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/auth/callback",
  "/get-started",
  "/dashboard",
  "/course/demo-iv-cannulation",
  "/course/demo-iv-cannulation/start",
  "/course/demo-iv-cannulation/assessment",
  "/try-clinova",
  "/faqs",
  "/careers",
  "/solutions",
  "/solutions/individuals",
  "/solutions/institutions",
  "/privacy-policy",
  "/platform/lms",
  "/lms-coming-soon",
  "/platform/chat-clinova",
  "/chat-clinova-coming-soon",
  "/vr-coming-soon",
];

test("every route of the route table serves a page with a heading", async ({ page }) => {
  // Visits every route in turn: allow for a loaded two-core machine.
  test.setTimeout(120_000);
  for (const path of routes) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expect(page.locator("h1").first(), path).toBeVisible();
  }
});

test("an unknown path gets the 404 page with status 404 and a link home", async ({ page }) => {
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the home page's text arrives in the server's HTML", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Take control of your clinical skills training" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
  });
});

test("the header and footer carry the spec's links, signed out", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: /main/i });
  for (const label of ["About", "Solutions", "Product", "Pricing", "Blog", "Contact"]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const label of [
    "Blog",
    "Product",
    "Pricing",
    "FAQs",
    "About",
    "Careers",
    "Contact",
    "Privacy Policy",
  ]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText("2025");
});

test("course screens use the compact footer", async ({ page, baseURL }) => {
  // Course screens are for signed-in users; the course page needs no subscription.
  const email = `footer-${Date.now()}@example.org`;
  await signUpThroughRequest(page.request, baseURL!, {
    email,
    password: "strong-pass-42!",
    name: "Footer Test",
  });
  await page.goto("/course/demo-iv-cannulation");
  await expect(page).toHaveURL("/course/demo-iv-cannulation");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "About", exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Pricing", exact: true })).toHaveCount(0);
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the links sit in a toggled menu", async ({ page }) => {
    await page.goto("/faqs");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.getByRole("link", { name: "Pricing" }).last().click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("a page sent without scripts opens the same menu natively", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("banner").locator("details");
    await expect(menu.getByRole("link", { name: "Pricing" })).toBeHidden();
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
  });
});

test("pages complete as HTML reach signed-out visitors without the app's scripts", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  // The blog teaser still streams in (React's own inline script, not the app's).
  await expect(
    page.getByRole("region", { name: "Latest articles" }).getByRole("article"),
  ).toHaveCount(3);
  await page.goto("/blog");
  await page
    .getByRole("navigation", { name: "Blog pages" })
    .getByRole("link", { name: "Next" })
    .click();
  await expect(page).toHaveURL("/blog?page=2");
  await page.goto("/product");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([]);

  await page.goto("/faqs");
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
});

test("navigating scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL("/faqs");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the UI kit page shows the components and a toast set by the server after a redirect", async ({
  page,
}) => {
  await page.goto("/dev/ui");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Redirect with a server toast" }).click();
  await expect(page.getByText("Saved on the server")).toBeVisible();
});

test("built files carry the security headers and a long cache when hashed", async ({ request }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["x-content-type-options"]).toBe("nosniff");
  expect(favicon.headers()["x-request-id"]).toBeTruthy();
  const html = await (await request.get("/faqs")).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.headers()["cache-control"]).toContain("immutable");
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
});

test("pages keep to their own Content-Security-Policy, forms included", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of ["/", "/pricing", "/contact", "/careers", "/signup", "/login", "/blog"]) {
    await page.goto(path);
    // Pages complete as HTML come without the app's scripts: nothing to hydrate there.
    if ((await page.locator('link[rel="modulepreload"]').count()) > 0) await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
