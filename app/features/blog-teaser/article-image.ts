import { fallbackImage } from "~/features/blog/article-image";

/** Spec §3 blog_articles: an article without an image shows the blog's fallback drawing. */
export function articleImage(imageUrl: string | null): string {
  return imageUrl?.trim() ? imageUrl : fallbackImage;
}
