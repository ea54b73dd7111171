import { publicPagePaths } from "../seo/public-pages";

const publicPages = new Set<string>(publicPagePaths);

/** Pages whose HTML is the same for every signed-out visitor: the sitemap's pages and articles. */
export function isPublicPage(path: string) {
  return publicPages.has(path) || /^\/blog\/[\w-]+$/.test(path);
}
