import { brand } from "@common/brand";

/**
 * The public pages of docs/product/routes.md#routes worth finding from a search engine, in its
 * order. Left out: password reset and the auth callback (utility pages), /get-started and the
 * signed-in screens (robots.txt disallows them), and /blog/{id}, listed from the database.
 */
export const publicPagePaths = [
  "/",
  "/login",
  "/about",
  "/product",
  "/pricing",
  "/contact",
  "/blog",
  "/signup",
  `/try-${brand.slug}`,
  "/faqs",
  "/careers",
  "/solutions",
  "/solutions/individuals",
  "/solutions/institutions",
  "/privacy-policy",
  "/platform/lms",
  "/lms-coming-soon",
  `/platform/chat-${brand.slug}`,
  `/chat-${brand.slug}-coming-soon`,
  "/vr-coming-soon",
] as const;

const publicPages = new Set<string>(publicPagePaths);

/** Pages whose HTML is the same for every signed-out visitor: the sitemap's pages and articles. */
export function isPublicPage(path: string) {
  return publicPages.has(path) || /^\/blog\/[\w-]+$/.test(path);
}
