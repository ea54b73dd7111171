import { articleFallbackImage } from "@common/blog/article-fallback-image";

/** An article without an image shows the blog's fallback drawing. */
export function articleImage(imageUrl: string | null): string {
  return imageUrl?.trim() ? imageUrl : articleFallbackImage;
}
