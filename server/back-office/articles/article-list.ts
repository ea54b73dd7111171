import { ilike, or, sql } from "drizzle-orm";
import type { ArticleListSort } from "@common/back-office/article-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../../db/client";
import { blogArticles } from "../../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";

const publishDate = sql<Date>`coalesce(${blogArticles.publishedAt}, ${blogArticles.createdAt})`;

const sortable = {
  title: blogArticles.title,
  category: blogArticles.category,
  publishDate,
  readTime: blogArticles.readTime,
};

/** One page of every article, published or scheduled, in one statement. */
export async function listArticlesForEditing(db: Db, query: ListQuery<ArticleListSort>) {
  const pattern = containing(query.q);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: blogArticles.id,
      title: blogArticles.title,
      slug: blogArticles.slug,
      category: blogArticles.category,
      author: blogArticles.author,
      readTime: blogArticles.readTime,
      isFeatured: blogArticles.isFeatured,
      publishDate: sql<string>`${publishDate}`.mapWith((value: string | Date) =>
        new Date(value).toISOString(),
      ),
      scheduled: sql<boolean>`${publishDate} > now()`,
      matching: matchingRows,
    })
    .from(blogArticles)
    .where(
      query.q
        ? or(
            ilike(blogArticles.title, pattern),
            ilike(blogArticles.category, pattern),
            ilike(blogArticles.author, pattern),
          )
        : undefined,
    )
    .orderBy(...orderFor(query, sortable, blogArticles.id))
    .limit(limit)
    .offset(offset);
  return toListPage(rows, query);
}
