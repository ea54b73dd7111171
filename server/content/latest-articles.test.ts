import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "../db/client";
import { blogArticles, type NewBlogArticle } from "../db/schema/index";
import { latestArticles } from "./latest-articles";

let database: Database;

const article = (slug: string, dates: Partial<NewBlogArticle>): NewBlogArticle => ({
  slug,
  title: `Title ${slug}`,
  category: "Education",
  excerpt: "An excerpt.",
  content: "Body.",
  ...dates,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(blogArticles).values([
    article("oldest", { publishedAt: new Date("2025-01-10T09:00:00Z") }),
    article("newest", { publishedAt: new Date("2025-11-04T09:00:00Z") }),
    // No publication date: its creation date places it between the others.
    article("undated", { publishedAt: null, createdAt: new Date("2025-06-01T09:00:00Z") }),
    article("middle", { publishedAt: new Date("2025-03-15T09:00:00Z") }),
  ]);
});
afterAll(() => database.close());

describe("latestArticles", () => {
  it("lists newest first, dating an article without published_at by created_at", async () => {
    const rows = await latestArticles(database.db, 10);
    expect(rows.map((r) => r.slug)).toEqual(["newest", "undated", "middle", "oldest"]);
    expect(rows[1]?.date).toEqual(new Date("2025-06-01T09:00:00Z"));
    expect(rows[0]?.date).toBeInstanceOf(Date);
  });

  it("returns at most `limit` articles", async () => {
    const rows = await latestArticles(database.db, 3);
    expect(rows.map((r) => r.slug)).toEqual(["newest", "undated", "middle"]);
  });

  it("returns an empty list when there are no articles", async () => {
    const empty = await openTestDatabase();
    expect(await latestArticles(empty.db, 3)).toEqual([]);
    await empty.close();
  });
});
