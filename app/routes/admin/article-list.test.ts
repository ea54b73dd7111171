import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQueryCounter } from "@server/db/query-counter";
import { blogArticles } from "@server/db/schema";
import { signInAdmin } from "../../../tests/support/admin";
import { startTestApp, type TestApp } from "../../../tests/support/test-app";
import { openTestDatabase } from "../../../tests/support/test-database";

const counter = createQueryCounter();
let subject: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const day = 86_400_000;

beforeAll(async () => {
  subject = await startTestApp({}, await openTestDatabase({ queryLogger: counter.logger }));
  admin = await signInAdmin(subject, "lists@example.org");
  await subject.database.db.delete(blogArticles);
  // 60 articles, one a day back from yesterday, and one scheduled for next week.
  await subject.database.db.insert(blogArticles).values([
    ...Array.from({ length: 60 }, (_, i) => ({
      slug: `article-${String(i + 1).padStart(2, "0")}`,
      title: `Article ${String(i + 1).padStart(2, "0")}${i === 6 ? " on 100%_oxygen" : ""}`,
      category: i % 2 ? "Infection prevention" : "Resuscitation",
      excerpt: "An excerpt.",
      content: "Body.",
      readTime: (i % 9) + 1,
      publishedAt: new Date(Date.now() - (i + 1) * day),
    })),
    {
      slug: "next-week",
      title: "Scheduled article",
      category: "Resuscitation",
      excerpt: "Soon.",
      content: "Body.",
      publishedAt: new Date(Date.now() + 7 * day),
    },
  ]);
});
afterAll(async () => {
  await subject.close();
});

const titlesIn = (html: string) =>
  [...html.matchAll(/>(Article \d\d[^<]*|Scheduled article)</g)].map((m) => m[1]);

async function list(query: string) {
  counter.take();
  const response = await admin.request(`/admin/articles${query}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, titles: titlesIn(html), queries: counter.take().length };
}

describe("the articles list: searched, sorted and paged on the server", () => {
  it("opens on the newest publish date first, scheduled ones marked, 25 to a page", async () => {
    const { html, titles } = await list("");
    expect(titles).toHaveLength(25);
    expect(titles.slice(0, 3)).toEqual(["Scheduled article", "Article 01", "Article 02"]);
    expect(html).toContain("Scheduled");
    expect(html).toContain("1–25 of 61");
    expect(html).toContain('aria-sort="descending"');
  });

  it("pages on, and a page past the end says so", async () => {
    const third = await list("?sort=publishDate&dir=desc&page=3");
    expect(third.titles).toEqual(Array.from({ length: 11 }, (_, i) => `Article ${50 + i}`));
    expect(third.html).toContain("51–61 of 61");
    expect(third.html).toContain("Previous page");
    expect(third.html).not.toContain("Next page");
    const beyond = await list("?page=9");
    expect(beyond.titles).toEqual([]);
    expect(beyond.html).toContain("This page is past the end.");
  });

  it("sorts by another column either way, with a stable order across pages", async () => {
    const ascending = await list("?sort=title&dir=asc");
    expect(ascending.titles[0]).toBe("Article 01");
    const descending = await list("?sort=title&dir=desc");
    expect(descending.titles[0]).toBe("Scheduled article");
    const allByReadTime = [
      ...(await list("?sort=readTime&dir=asc")).titles,
      ...(await list("?sort=readTime&dir=asc&page=2")).titles,
      ...(await list("?sort=readTime&dir=asc&page=3")).titles,
    ];
    expect(new Set(allByReadTime).size).toBe(61);
  });

  it("searches title, category and author, with % and _ taken literally", async () => {
    const oxygen = await list("?q=100%25_oxygen");
    expect(oxygen.titles).toEqual(["Article 07 on 100%_oxygen"]);
    const literal = await list("?q=%25");
    expect(literal.titles).toEqual(["Article 07 on 100%_oxygen"]);
    const byCategory = await list("?q=resuscitation&sort=title&dir=asc&page=2");
    expect(byCategory.html).toContain("26–31 of 31");
  });

  it("ignores parameters that make no sense instead of failing", async () => {
    const odd = await list("?sort=password&dir=sideways&page=-4");
    expect(odd.titles[0]).toBe("Scheduled article");
  });

  it("answers in a bounded number of queries whatever the page", async () => {
    const first = await list("");
    const searched = await list("?q=article&page=2");
    expect(searched.queries).toBe(first.queries);
    expect(first.queries).toBeLessThanOrEqual(4);
  });
});
