import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

// Public pages: each page's h1 and the texts docs/product/public-site.md quotes or requires.
const pages: { path: string; heading: string | RegExp; texts: (string | RegExp)[] }[] = [
  {
    path: "/",
    heading: "Take control of your clinical skills training",
    texts: [
      "Realistic practice",
      "Interactive learning",
      "Save time and money",
      "Accessible anywhere",
      "Chat Clinova",
    ],
  },
  {
    path: "/about",
    heading: "Built by clinicians, for clinicians",
    texts: ["Our mission", "Our vision", "The problem", "Our solution", "Advance Your Career"],
  },
  {
    path: "/product",
    heading: "Everything you need to practise, learn and prove your skills",
    texts: ["VR training", "Learning management system", "Chat Clinova"],
  },
  { path: "/platform/lms", heading: "Learning Management System", texts: ["Coming Soon"] },
  { path: "/lms-coming-soon", heading: "Learning Management System", texts: ["Coming Soon"] },
  { path: "/platform/chat-clinova", heading: "Chat Clinova", texts: ["Coming Soon"] },
  { path: "/chat-clinova-coming-soon", heading: "Chat Clinova", texts: ["Coming Soon"] },
  {
    path: "/vr-coming-soon",
    heading: "The next generation of VR training",
    texts: ["Coming Soon"],
  },
  {
    path: "/solutions",
    heading: "Clinical skills training that fits the way you work",
    texts: ["For individuals", "For institutions"],
  },
  {
    path: "/solutions/individuals",
    heading: "Build clinical confidence at your own pace",
    texts: ["View Pricing Plans"],
  },
  {
    path: "/solutions/institutions",
    heading: "Scale skills training across your organisation",
    texts: ["Request a Custom Demo"],
  },
  { path: "/faqs", heading: "Frequently asked questions", texts: ["Contact us →"] },
  {
    path: "/privacy-policy",
    heading: "Privacy policy",
    texts: ["Last updated", "within one month", "Stripe"],
  },
  { path: "/try-clinova", heading: "Experience Clinova Training", texts: ["Back to Home"] },
];

const main = (page: Page) => page.locator("#main-content");

for (const { path, heading, texts } of pages) {
  test(`${path} shows its heading and key texts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const text of texts) await expect(main(page).getByText(text).first()).toBeVisible();
  });
}

test("home: hero Sign Up, links to solutions and product, partners, and the default call to action", async ({
  page,
}) => {
  await page.goto("/");
  const hero = main(page).locator("section").first();
  await expect(hero.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(main(page).locator('a[href="/solutions"]')).toBeVisible();
  await expect(main(page).locator('a[href="/product"]')).toBeVisible();
  for (const step of ["Sign up", "Log in", "Access"]) {
    await expect(main(page).getByText(step, { exact: true })).toBeVisible();
  }
  // The partners' logos load lazily: they are there once the visitor scrolls down to them.
  const partner = page.getByRole("img", { name: "Larkmere Teaching Hospital" });
  await partner.scrollIntoViewIfNeeded();
  await expect(partner).toBeVisible();
  // The e2e database keeps the seeded default: not launched.
  const closing = page.getByRole("region", { name: "Ready to practise with confidence?" });
  await expect(closing.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  await expect(closing.getByRole("link", { name: "Get Started Now!" })).toHaveCount(0);
});

test("home: the blog teaser shows the 3 latest articles, each linking to its page", async ({
  page,
}) => {
  await page.goto("/");
  const teaser = page.getByRole("region", { name: "Latest articles" });
  const articles = teaser.getByRole("article");
  await expect(articles).toHaveCount(3);
  for (const article of await articles.all()) {
    await expect(article.getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    await expect(article.locator("img")).toHaveAttribute("src", /\.svg$/);
    await expect(article.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  }
  await expect(articles.first()).toContainText("November 4, 2025");
  const first = articles.first().getByRole("link");
  const href = await first.getAttribute("href");
  await first.click();
  await expect(page).toHaveURL(href!);
});

test("about: the call to action, six team portraits, four advisors and the bio toggle", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const career = page.getByRole("region", { name: "Advance Your Career" });
  await expect(career.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
  const team = page.getByRole("region", { name: "The people behind the platform" });
  await expect(team.getByRole("img", { name: /^Portrait of / })).toHaveCount(6);
  const advisors = page.getByRole("region", { name: "Guided by experienced clinicians" });
  await expect(advisors.getByRole("listitem")).toHaveCount(4);
  await expect(advisors.locator("img")).toHaveCount(0);

  const toggles = team.getByRole("button", { name: "Read more" });
  await expect(toggles).toHaveCount(2);
  const toggle = toggles.first();
  const bio = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  const preview = (await bio.textContent()) ?? "";
  expect(preview.length).toBeLessThanOrEqual(351);
  expect(preview.endsWith("…")).toBe(true);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  const less = team.getByRole("button", { name: "Show less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  await expect(bio).toContainText("slowly learning the cello.");
  expect(((await bio.textContent()) ?? "").length).toBeGreaterThan(350);

  await less.click();
  await expect(bio).toHaveText(preview);
  await expect(toggles.first()).toHaveAttribute("aria-expanded", "false");
});

test("product: buttons to the try page and the coming-soon platform pages, and back", async ({
  page,
}) => {
  await page.goto("/product");
  const m = main(page);
  await expect(m.getByRole("link", { name: "Try Clinova" })).toHaveAttribute(
    "href",
    "/try-clinova",
  );
  await expect(m.getByRole("link", { name: /LMS\s*Coming Soon/ })).toHaveAttribute(
    "href",
    "/platform/lms",
  );
  await expect(m.getByRole("link", { name: /Chat Clinova\s*Coming Soon/ })).toHaveAttribute(
    "href",
    "/platform/chat-clinova",
  );
  for (const href of ["/vr-coming-soon", "/lms-coming-soon", "/chat-clinova-coming-soon"]) {
    await expect(m.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await m.locator('a[href="/lms-coming-soon"]').click();
  await expect(page).toHaveURL("/lms-coming-soon");
  await page.getByRole("link", { name: "Back to Platform" }).click();
  await expect(page).toHaveURL("/product");
});

test("solutions: the choice leads to each audience page and on to pricing or contact", async ({
  page,
}) => {
  await page.goto("/solutions");
  await main(page).getByRole("link", { name: "For individuals" }).click();
  await expect(page).toHaveURL("/solutions/individuals");
  await expect(
    page.getByRole("region", { name: "What you get" }).getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "How your practice changes" }).getByRole("listitem"),
  ).toHaveCount(3);
  await expect(
    main(page).getByRole("link", { name: "View Pricing Plans" }).first(),
  ).toHaveAttribute("href", "/pricing");

  await page.goto("/solutions");
  await main(page).getByRole("link", { name: "For institutions" }).click();
  await expect(page).toHaveURL("/solutions/institutions");
  await expect(
    page
      .getByRole("region", { name: "Built for programmes, not just people" })
      .getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "We work alongside your team" }).getByRole("listitem"),
  ).toHaveCount(4);
  await expect(
    main(page).getByRole("link", { name: "Request a Custom Demo" }).first(),
  ).toHaveAttribute("href", "/contact");
});

test("faqs: six questions, one answer open at a time, and the open one closes", async ({
  page,
}) => {
  await page.goto("/faqs");
  await waitForHydration(page);
  const triggers = main(page).getByRole("button");
  await expect(triggers).toHaveCount(6);
  const [first, second] = [triggers.nth(0), triggers.nth(1)];
  await expect(first).toHaveAttribute("aria-expanded", "false");

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(main(page).getByRole("region")).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(main(page).getByRole("region")).toHaveCount(1);

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(main(page).getByRole("region")).toHaveCount(0);

  await main(page).getByRole("link", { name: "Contact us" }).click();
  await expect(page).toHaveURL("/contact");
});

test("privacy policy: ten numbered sections and the contact email", async ({ page }) => {
  await page.goto("/privacy-policy");
  const sections = main(page).locator("section");
  await expect(sections).toHaveCount(10);
  await expect(sections.locator("h2")).toHaveText(
    Array.from({ length: 10 }, (_, i) => new RegExp(`^${i + 1}\\.`)),
  );
  await expect(main(page).locator('a[href^="mailto:"]').first()).toBeVisible();
});

test("try page: a protected demo video, wrapping arrows, and Back to Home goes back", async ({
  page,
}) => {
  await page.goto("/product");
  await main(page).getByRole("link", { name: "Try Clinova" }).click();
  await expect(page).toHaveURL("/try-clinova");

  const video = main(page).locator("video");
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("controlslist", "nodownload");
  await expect(video).toHaveAttribute("disablepictureinpicture", "");
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute("src", /\.vtt$/);
  const src = await video.locator("source").getAttribute("src");
  const media = await page.request.get(src!);
  expect(media.status()).toBe(200);
  expect(media.headers()["content-type"]).toContain("video/mp4");
  const menuAllowed = await video.evaluate((element) =>
    element.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })),
  );
  expect(menuAllowed).toBe(false);

  const slide = main(page).getByRole("group");
  await expect(slide).toHaveAttribute("aria-label", "1 of 1");
  await page.getByRole("button", { name: "Next video" }).click();
  await expect(slide).toHaveAttribute("aria-label", "1 of 1");
  await page.getByRole("button", { name: "Previous video" }).click();
  await expect(slide).toHaveAttribute("aria-label", "1 of 1");
  await expect(main(page).locator("video")).toHaveCount(1);

  await main(page).getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/product");
});

test("try page: Back to Home goes home when the page was opened directly", async ({ page }) => {
  await page.goto("/try-clinova");
  await main(page).getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("on a small screen", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ["/", "/about", "/product", "/try-clinova", "/solutions/institutions"]) {
    test(`${path} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
