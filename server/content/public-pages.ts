import { brand } from "@common/brand";

/**
 * The public pages of the spec's route table (§2) worth finding from a search engine, in its
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
