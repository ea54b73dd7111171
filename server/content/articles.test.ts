import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { blogArticles, type NewBlogArticle } from "../db/schema/index";
import { findArticle, recommendedArticles } from "./articles";
import { loadBlogPage } from "./blog-page";

let database: Database;

const article = (
  slug: string,
  publishedAt: string | null,
  extra: Partial<NewBlogArticle> = {},
) => ({
  slug,
  title: `Title of ${slug}`,
  category: "Education",
  excerpt: `Excerpt of ${slug}`,
  content: "First paragraph.\n\nSecond paragraph.",
  publishedAt: publishedAt ? new Date(publishedAt) : null,
  ...extra,
});

// Nine listed articles, newest first: n1 … n9. n5 has no published_at: its created_at places it.
const listed = [
  article("n1", "2025-09-10"),
  article("n2", "2025-09-01"),
  article("n3", "2025-08-20"),
  article("n4", "2025-08-10"),
  article("n5", null, { createdAt: new Date("2025-08-05") }),
  article("n6", "2025-07-30"),
  article("n7", "2025-07-20"),
  article("n8", "2025-07-10"),
  article("n9", "2025-07-01"),
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insert(blogArticles)
    .values([
      article("older-featured", "2025-06-01", { isFeatured: true }),
      article("newest-featured", "2025-10-01", { isFeatured: true }),
      ...[...listed].reverse(),
    ]);
});

afterAll(async () => {
  await database.close();
});

const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

describe("a page of the blog list", () => {
  it("leads with the newest featured article and lists 4 non-featured ones, newest first", async () => {
    const page = await loadBlogPage(database.db, 1);
    expect(page?.featured?.slug).toBe("newest-featured");
    expect(slugs(page?.articles ?? [])).toEqual(["n1", "n2", "n3", "n4"]);
    expect(page).toMatchObject({ page: 1, pageCount: 3, pageLinks: [1, 2, 3] });
  });

  it("dates an article without published_at by created_at, in the order and on the card", async () => {
    const page = await loadBlogPage(database.db, 2);
    expect(slugs(page?.articles ?? [])).toEqual(["n5", "n6", "n7", "n8"]);
    expect(page?.articles[0]?.date.toISOString()).toBe("2025-08-05T00:00:00.000Z");
    expect(page?.articles[1]?.date.toISOString()).toBe("2025-07-30T00:00:00.000Z");
  });

  it("keeps featured articles out of the grid on every page", async () => {
    const all = [];
    for (let number = 1; number <= 3; number++) {
      all.push(...slugs((await loadBlogPage(database.db, number))?.articles ?? []));
    }
    expect(all).toEqual(slugs(listed));
  });

  it("shows the hero on page 1 only and returns nothing past the last page", async () => {
    const last = await loadBlogPage(database.db, 3);
    expect(last?.featured).toBeNull();
    expect(slugs(last?.articles ?? [])).toEqual(["n9"]);
    expect(await loadBlogPage(database.db, 4)).toBeNull();
  });
});

describe("one article", () => {
  it("is found by slug or by id, with its body", async () => {
    const bySlug = await findArticle(database.db, "n3");
    expect(bySlug?.title).toBe("Title of n3");
    expect(bySlug?.content).toContain("Second paragraph.");
    const byId = await findArticle(database.db, bySlug?.id ?? "");
    expect(byId?.slug).toBe("n3");
  });

  it("is null when missing, whether the value looks like an id or a slug", async () => {
    expect(await findArticle(database.db, "no-such-article")).toBeNull();
    expect(await findArticle(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("recommended articles", () => {
  it("are the 2 newest other articles, excluding the current one by slug or id", async () => {
    expect(slugs(await recommendedArticles(database.db, "n3"))).toEqual(["newest-featured", "n1"]);
    expect(slugs(await recommendedArticles(database.db, "newest-featured"))).toEqual(["n1", "n2"]);
    const current = await findArticle(database.db, "n1");
    expect(slugs(await recommendedArticles(database.db, current?.id ?? ""))).toEqual([
      "newest-featured",
      "n2",
    ]);
  });
});

describe("an empty blog", () => {
  it("has a page 1 with neither hero nor articles, and no page 2", async () => {
    const empty = await openTestDatabase();
    try {
      expect(await loadBlogPage(empty.db, 1)).toEqual({
        featured: null,
        articles: [],
        page: 1,
        pageCount: 1,
        pageLinks: [1],
      });
      expect(await loadBlogPage(empty.db, 2)).toBeNull();
      expect(await recommendedArticles(empty.db, "anything")).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
