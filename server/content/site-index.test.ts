import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { xmlProblems } from "../../tests/support/xml-well-formed";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { blogArticles } from "../db/schema/index";
import { seedAll } from "../db/seed/seed";
import { blogArticleSeeds } from "../db/seed/content/blog-articles";
import { publicPagePaths } from "./public-pages";
import { blogRssXml, sitemapXml } from "./site-index";

let database: Database;
const appUrl = "https://learn.example.org";

beforeAll(async () => {
  database = await openTestDatabase();
  await seedAll(database.db);
});

afterAll(async () => {
  await database.close();
});

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("the sitemap", () => {
  it("lists every public page, the blog's later pages and every article, absolutely", async () => {
    const xml = await sitemapXml(database.db, appUrl);
    expect(xmlProblems(xml)).toEqual([]);
    const urls = locations(xml);
    for (const path of publicPagePaths) expect(urls).toContain(`${appUrl}${path}`);
    // 10 seeded articles, one featured: 9 in the grid, 4 a page.
    expect(urls).toContain(`${appUrl}/blog?page=2`);
    expect(urls).toContain(`${appUrl}/blog?page=3`);
    expect(urls).not.toContain(`${appUrl}/blog?page=4`);
    for (const seed of blogArticleSeeds) expect(urls).toContain(`${appUrl}/blog/${seed.slug}`);
    expect(urls).toHaveLength(publicPagePaths.length + 2 + blogArticleSeeds.length);
    expect(urls.some((url) => /\/(dashboard|course|dev|api|auth)\b/.test(url ?? ""))).toBe(false);
  });

  it("gives each article a lastmod and lists one added later", async () => {
    await database.db.insert(blogArticles).values({
      slug: "a-new-one",
      title: "A new one",
      category: "News",
      excerpt: "New",
      content: "New.",
      publishedAt: new Date("2026-01-02"),
    });
    const xml = await sitemapXml(database.db, appUrl);
    expect(xml).toMatch(
      new RegExp(`<loc>${appUrl}/blog/a-new-one</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    const articleEntries = xml.match(/<url><loc>[^<]+\/blog\/[^?<]+<\/loc><lastmod>/g);
    expect(articleEntries).toHaveLength(blogArticleSeeds.length + 1);
  });
});

describe("the RSS feed", () => {
  it("carries the articles newest first with their excerpts", async () => {
    const xml = await blogRssXml(database.db, appUrl);
    expect(xmlProblems(xml)).toEqual([]);
    const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)</g)].map((m) => m[1]);
    expect(links[0]).toBe(`${appUrl}/blog/a-new-one`);
    expect(links[1]).toBe(`${appUrl}/blog/${blogArticleSeeds[0]?.slug}`);
    expect(links).toHaveLength(blogArticleSeeds.length + 1);
    expect(xml).toContain(`<atom:link href="${appUrl}/blog/rss.xml" rel="self"`);
  });
});
