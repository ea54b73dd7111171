import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogArticles } from "../db/schema/index";

/** An article without a publication date is dated by its creation. */
const articleDate = sql<Date>`coalesce(${blogArticles.publishedAt}, ${blogArticles.createdAt})`;

/** The newest articles first, with what a teaser card shows (docs/product.md#home). */
export async function latestArticles(db: Db, limit: number) {
  return db
    .select({
      id: blogArticles.id,
      slug: blogArticles.slug,
      title: blogArticles.title,
      category: blogArticles.category,
      excerpt: blogArticles.excerpt,
      imageUrl: blogArticles.imageUrl,
      imageAlt: blogArticles.imageAlt,
      readTime: blogArticles.readTime,
      date: articleDate.mapWith(blogArticles.createdAt),
    })
    .from(blogArticles)
    .orderBy(desc(articleDate), desc(blogArticles.createdAt))
    .limit(limit);
}

export type ArticleSummary = Awaited<ReturnType<typeof latestArticles>>[number];
