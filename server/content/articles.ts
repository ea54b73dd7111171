import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogArticles } from "../db/schema/index";
import { isUuid } from "@common/uuid";

// created_at stands in for a missing published_at, for the date shown and the order.
const shownDate =
  sql<Date>`coalesce(${blogArticles.publishedAt}, ${blogArticles.createdAt})`.mapWith(
    blogArticles.createdAt,
  );
export const newestFirst = [desc(shownDate), desc(blogArticles.id)] as const;

/**
 * What visitors may see: an article whose date has come. One dated in the future (scheduled in
 * the back office) is not listed, not in the feed or the sitemap, and answers 404 until then.
 */
export const isPublished = sql`${shownDate} <= now()`;

/** What a card needs, on the blog and in the home page teaser: everything but the body. */
export const summaryColumns = {
  id: blogArticles.id,
  slug: blogArticles.slug,
  title: blogArticles.title,
  category: blogArticles.category,
  excerpt: blogArticles.excerpt,
  imageUrl: blogArticles.imageUrl,
  imageAlt: blogArticles.imageAlt,
  author: blogArticles.author,
  readTime: blogArticles.readTime,
  isFeatured: blogArticles.isFeatured,
  date: shownDate,
};

export type ArticleSummary = Awaited<ReturnType<typeof listArticles>>[number];
export type Article = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

/** Ids are accepted beside slugs; only a UUID-shaped value is compared with the uuid column. */
function matchesIdOrSlug(idOrSlug: string) {
  return isUuid(idOrSlug)
    ? or(eq(blogArticles.id, idOrSlug), eq(blogArticles.slug, idOrSlug))
    : eq(blogArticles.slug, idOrSlug);
}

/** One article by its id or its slug, with its shown date; null when there is none. */
export async function findArticle(db: Db, idOrSlug: string) {
  const [article] = await db
    .select({ ...summaryColumns, content: blogArticles.content })
    .from(blogArticles)
    .where(and(matchesIdOrSlug(idOrSlug), isPublished))
    .limit(1);
  return article ?? null;
}

/** The newest featured article, or null. */
export async function findFeaturedArticle(db: Db) {
  const [article] = await db
    .select(summaryColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.isFeatured, true), isPublished))
    .orderBy(...newestFirst)
    .limit(1);
  return article ?? null;
}

/** How many articles the list grid pages through (the featured ones sit in the hero). */
export async function countListedArticles(db: Db) {
  const [row] = await db
    .select({ total: count() })
    .from(blogArticles)
    .where(and(eq(blogArticles.isFeatured, false), isPublished));
  return row?.total ?? 0;
}

/** Non-featured articles, newest first, one page at a time. */
export async function listArticles(db: Db, options: { limit: number; offset: number }) {
  return db
    .select(summaryColumns)
    .from(blogArticles)
    .where(and(eq(blogArticles.isFeatured, false), isPublished))
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
}

/** The newest articles other than the one being read (2 by default). */
export async function recommendedArticles(db: Db, excludingIdOrSlug: string, limit = 2) {
  const excluding = isUuid(excludingIdOrSlug)
    ? and(ne(blogArticles.id, excludingIdOrSlug), ne(blogArticles.slug, excludingIdOrSlug))
    : ne(blogArticles.slug, excludingIdOrSlug);
  return db
    .select(summaryColumns)
    .from(blogArticles)
    .where(and(excluding, isPublished))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Every article, newest first, with what the sitemap and the feed print (no bodies). */
export async function listFeedArticles(db: Db, limit = 1000) {
  return db
    .select({ ...summaryColumns, updatedAt: blogArticles.updatedAt })
    .from(blogArticles)
    .where(isPublished)
    .orderBy(...newestFirst)
    .limit(limit);
}
