import { element, xmlDeclaration } from "./xml";

export type SitemapEntry = { url: string; lastModified?: Date };

/** A sitemaps.org urlset; lastmod as a W3C date (YYYY-MM-DD). */
export function buildSitemap(entries: SitemapEntry[]) {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? element("lastmod", entry.lastModified.toISOString().slice(0, 10))
      : "";
    return `<url>${element("loc", entry.url)}${lastmod}</url>`;
  });
  return [
    xmlDeclaration,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
