import { notFound } from "@common/forms/action-answer";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { countListedArticles, findFeaturedArticle, listArticles } from "./articles";
import { blogPageSize, pageCountFor, pageLinks, parsePageParam } from "./pagination";

export type BlogPage = NonNullable<Awaited<ReturnType<typeof loadBlogPage>>>;

/**
 * One page of the blog list: the featured hero (page 1 only, where it leads the list), the
 * page's non-featured articles and the pagination bar. Null when the page does not exist.
 * Three bounded queries whatever the size of the blog.
 */
export async function loadBlogPage(db: Db, page: number) {
  const [total, articles, featured] = await Promise.all([
    countListedArticles(db),
    listArticles(db, { limit: blogPageSize, offset: (page - 1) * blogPageSize }),
    page === 1 ? findFeaturedArticle(db) : Promise.resolve(null),
  ]);
  const pageCount = pageCountFor(total);
  if (page > pageCount) return null;
  return { featured, articles, page, pageCount, pageLinks: pageLinks(page, pageCount) };
}

/** `/blog?page=`: a page that does not exist is not found. */
export async function blogListPage(context: Pick<AppContext, "db">, request: Request) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  const blogPage = page === null ? null : await loadBlogPage(context.db, page);
  return { blogPage: blogPage ?? notFound() };
}
