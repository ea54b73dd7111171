import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/test-app";
import { xmlProblems } from "../../tests/support/xml-well-formed";
import { blogArticleSeeds } from "../db/seed/content/blog-articles";
import { blogArticles } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";
import { findArticle } from "./articles";

let subject: TestApp;
const appUrl = "https://learn.example.org";
const featured = blogArticleSeeds.find((seed) => seed.isFeatured);
const listed = blogArticleSeeds.filter((seed) => !seed.isFeatured);
const article = listed[1];

beforeAll(async () => {
  subject = await startTestApp({ APP_URL: appUrl });
  await seedAll(subject.database.db);
});

afterAll(async () => {
  await subject.close();
});

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

async function page(path: string) {
  const response = await subject.request(path);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("the blog list", () => {
  it("server-renders page 1: the featured hero and the 4 newest other articles", async () => {
    const { status, body } = await page("/blog");
    expect(status).toBe(200);
    expect(body).toContain(html(featured?.title ?? "missing"));
    for (const seed of listed.slice(0, 4)) expect(body).toContain(html(seed.title));
    for (const seed of listed.slice(4)) expect(body).not.toContain(html(seed.title));
    expect(body).toContain('aria-current="page" aria-label="Page 1"');
    expect(body).toContain('href="/blog?page=2"');
    expect(body).toContain(`<link rel="canonical" href="${appUrl}/blog"/>`);
  });

  it("server-renders page 2 with the next articles and working Previous/Next links", async () => {
    const { status, body } = await page("/blog?page=2");
    expect(status).toBe(200);
    for (const seed of listed.slice(4, 8)) expect(body).toContain(html(seed.title));
    for (const seed of [...listed.slice(0, 4), ...listed.slice(8)]) {
      expect(body).not.toContain(html(seed.title));
    }
    expect(body).toMatch(/<a (?=[^>]*rel="prev")[^>]*href="\/blog"/);
    expect(body).toMatch(/<a (?=[^>]*rel="next")[^>]*href="\/blog\?page=3"/);
    expect(body).toContain('aria-current="page" aria-label="Page 2"');
    expect(body).toContain(`<link rel="canonical" href="${appUrl}/blog?page=2"/>`);
  });

  it.each(["/blog?page=99", "/blog?page=abc", "/blog?page=0"])(
    "answers %s with 404 and a way back to the blog",
    async (path) => {
      const { status, body } = await page(path);
      expect(status).toBe(404);
      expect(body).toContain(html("This page of the blog doesn't exist"));
      expect(body).toMatch(/<a[^>]*href="\/blog"[^>]*>.*Go to the blog/);
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    },
  );
});

describe("an article", () => {
  it("is served by slug with its text, breadcrumb and two recommended articles", async () => {
    const { status, body } = await page(`/blog/${article?.slug}`);
    expect(status).toBe(200);
    expect(body).toContain(`<h1 class="`);
    expect(body).toContain(html(article?.title ?? "missing"));
    expect(body).toContain('<nav aria-label="Breadcrumb">');
    expect(body).toContain(`${article?.readTime} Minutes Read`);
    expect(body).toContain("Recommended Articles");
    expect(body).toContain(`href="/blog/${featured?.slug}"`);
    expect(body).toContain(`href="/blog/${listed[0]?.slug}"`);
  });

  it("is served by id too", async () => {
    const row = await findArticle(subject.database.db, article?.slug ?? "");
    const { status, body } = await page(`/blog/${row?.id}`);
    expect(status).toBe(200);
    expect(body).toContain(html(article?.title ?? "missing"));
  });

  it("carries its Open Graph tags, canonical link and nonce'd JSON-LD", async () => {
    const response = await subject.request(`/blog/${article?.slug}`);
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
    const url = `${appUrl}/blog/${article?.slug}`;
    expect(body).toContain(`<meta property="og:title" content="${html(article?.title ?? "")}"/>`);
    expect(body).toContain('<meta property="og:type" content="article"/>');
    expect(body).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(body).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(body).toContain(
      `<meta property="article:published_time" content="${article?.publishedAt}T00:00:00.000Z"/>`,
    );
    expect(body.match(/property="og:image"/g)).toHaveLength(1);
    expect(body).toContain(`<meta property="og:image" content="${appUrl}/`);
    const script = /<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/.exec(
      body,
    );
    expect(script?.[1]).toBe(nonce?.[1]);
    const data = JSON.parse(script?.[2] ?? "{}");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: article?.title,
      description: article?.excerpt,
      image: `${appUrl}${article?.imageUrl}`,
      publisher: { "@type": "Organization", name: "Clinova" },
    });
    expect(data.datePublished).toBe(`${article?.publishedAt}T00:00:00.000Z`);
    expect(data.author.name).toBe(article?.author?.split(",")[0]);
  });

  it("gives every seeded article a link-preview image that exists (a raster, not SVG)", async () => {
    for (const seed of blogArticleSeeds) {
      const { body } = await page(`/blog/${seed.slug}`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(body)?.[1] ?? "";
      expect(image, seed.slug).toMatch(new RegExp(`^${appUrl}/images/.+\\.(jpg|png)$`));
      expect(existsSync(`public${image.slice(appUrl.length)}`), image).toBe(true);
    }
  });

  it("cannot be broken out of its JSON-LD script by its own text", async () => {
    const title = "Fluids </script><script>alert(1)</script>";
    await subject.database.db.insert(blogArticles).values({
      slug: "escaping-check",
      title,
      category: "Test",
      excerpt: "<b>bold</b> & more",
      content: "Body.",
      publishedAt: new Date("2020-01-01"),
    });
    const { body } = await page("/blog/escaping-check");
    expect(body).not.toContain("<script>alert(1)");
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(body)?.[1] ?? "";
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).headline).toBe(title);
    await subject.database.db.delete(blogArticles).where(eq(blogArticles.slug, "escaping-check"));
  });

  it("answers a missing article with 404 and the spec's texts", async () => {
    const { status, body } = await page("/blog/not-a-real-article");
    expect(status).toBe(404);
    expect(body).toContain("Article Not Found");
    expect(body).toContain(
      html("Sorry, the article you are looking for doesn't exist or has been removed."),
    );
    expect(body).toMatch(/<a[^>]*href="\/blog"[^>]*>.*Return to Blog/);
  });
});

describe("every page", () => {
  it("has the default social card as an absolute URL, a canonical link and the feed link", async () => {
    const { body } = await page("/about?utm_source=newsletter");
    expect(body).toContain(`<link rel="canonical" href="${appUrl}/about"/>`);
    expect(body).toContain(
      `<meta property="og:image" content="${appUrl}/images/social-card.png"/>`,
    );
    expect(body).toContain(
      `<meta name="twitter:image" content="${appUrl}/images/social-card.png"/>`,
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Clinova blog" href="/blog/rss.xml"/>',
    );
    expect(body).toContain('<html lang="en-GB">');
  });
});

describe("files for crawlers", () => {
  it("serves /sitemap.xml with every article", async () => {
    const { status, headers, body } = await page("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(xmlProblems(body)).toEqual([]);
    expect(body).toContain(`<loc>${appUrl}/</loc>`);
    expect(body).toContain(`<loc>${appUrl}/blog?page=3</loc>`);
    for (const seed of blogArticleSeeds)
      expect(body).toContain(`<loc>${appUrl}/blog/${seed.slug}</loc>`);
  });

  it("serves /robots.txt", async () => {
    const { status, headers, body } = await page("/robots.txt");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(body).toContain("Disallow: /dashboard\n");
    expect(body).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  });

  it("serves /blog/rss.xml, newest first", async () => {
    const { status, headers, body } = await page("/blog/rss.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(xmlProblems(body)).toEqual([]);
    const links = [...body.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)</g)].map((m) => m[1]);
    expect(links).toEqual(blogArticleSeeds.map((seed) => `${appUrl}/blog/${seed.slug}`));
    expect(body).toContain("<pubDate>Tue, 04 Nov 2025 00:00:00 GMT</pubDate>");
  });
});
