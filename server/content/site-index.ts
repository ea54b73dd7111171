import { brand } from "@common/brand";
import type { Db } from "../db/client";
import { countListedArticles, listFeedArticles } from "./articles";
import { pageCountFor } from "./pagination";
import { publicPagePaths } from "./public-pages";
import { buildRss } from "./rss";
import { buildSitemap, type SitemapEntry } from "./sitemap";

/** Every public page, blog list pages 2..n and every article, as absolute URLs. */
export async function sitemapXml(db: Db, appUrl: string) {
  const [listed, articles] = await Promise.all([countListedArticles(db), listFeedArticles(db)]);
  const pages: SitemapEntry[] = publicPagePaths.map((path) => ({ url: `${appUrl}${path}` }));
  for (let page = 2; page <= pageCountFor(listed); page++) {
    pages.push({ url: `${appUrl}/blog?page=${page}` });
  }
  const articleEntries = articles.map((article) => ({
    url: `${appUrl}/blog/${article.slug}`,
    lastModified: article.updatedAt > article.date ? article.updatedAt : article.date,
  }));
  return buildSitemap([...pages, ...articleEntries]);
}

/** The blog as RSS 2.0, newest first. */
export async function blogRssXml(db: Db, appUrl: string, limit = 50) {
  const articles = await listFeedArticles(db, limit);
  return buildRss(
    {
      title: `${brand.name} blog`,
      link: `${appUrl}/blog`,
      feedUrl: `${appUrl}/blog/rss.xml`,
      description: "Practical reading on clinical skills, simulation and teaching at the bedside.",
      language: "en-gb",
    },
    articles.map((article) => ({
      title: article.title,
      link: `${appUrl}/blog/${article.slug}`,
      description: article.excerpt,
      publishedAt: article.date,
      category: article.category,
    })),
  );
}
