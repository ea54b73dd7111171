import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../tests/support/xml-well-formed";
import { buildRobotsTxt } from "./robots";
import { buildRss } from "./rss";
import { buildSitemap } from "./sitemap";

const tricky = `Pain & "comfort": <why> it's hard`;

describe("buildSitemap", () => {
  it("writes a well-formed urlset with escaped locations and W3C lastmod dates", () => {
    const xml = buildSitemap([
      { url: "https://example.org/" },
      { url: "https://example.org/blog?page=2&x='1'" },
      { url: "https://example.org/blog/a", lastModified: new Date("2025-11-04T15:30:00Z") },
    ]);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://example.org/blog?page=2&amp;x=&apos;1&apos;</loc>");
    expect(xml).toContain(
      "<url><loc>https://example.org/blog/a</loc><lastmod>2025-11-04</lastmod></url>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});

describe("buildRss", () => {
  const channel = {
    title: "Blog & news",
    link: "https://example.org/blog",
    feedUrl: "https://example.org/blog/rss.xml",
    description: "Reading",
    language: "en-gb",
  };

  it("writes well-formed RSS 2.0 with escaped text, RFC 822 dates and a self link", () => {
    const xml = buildRss(channel, [
      {
        title: tricky,
        link: "https://example.org/blog/a?x=1&y=2",
        description: tricky,
        publishedAt: new Date("2025-11-04T00:00:00Z"),
        category: "R&D",
      },
      {
        title: "Older",
        link: "https://example.org/blog/b",
        description: "Older one",
        publishedAt: new Date("2025-10-14T00:00:00Z"),
      },
    ]);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      '<atom:link href="https://example.org/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<title>Blog &amp; news</title>");
    expect(xml).toContain(
      "<title>Pain &amp; &quot;comfort&quot;: &lt;why&gt; it&apos;s hard</title>",
    );
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/blog/a?x=1&amp;y=2</guid>');
    expect(xml).toContain("<pubDate>Tue, 04 Nov 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 04 Nov 2025 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain("<category>R&amp;D</category>");
    expect(xml.indexOf("Pain")).toBeLessThan(xml.indexOf("Older"));
  });

  it("is still well formed with no items", () => {
    const xml = buildRss(channel, []);
    expect(xmlProblems(xml)).toEqual([]);
    expect(xml).not.toContain("<item>");
  });
});

describe("buildRobotsTxt", () => {
  it("allows everything but the private areas and points to the sitemap", () => {
    const text = buildRobotsTxt("https://example.org");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const path of ["/dashboard", "/course/", "/dev/", "/api/", "/get-started", "/auth/"]) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).toContain("\nSitemap: https://example.org/sitemap.xml\n");
  });
});
