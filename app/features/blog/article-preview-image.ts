import { socialCard } from "~/lib/meta";

/**
 * The picture a link preview shows for an article. Crawlers ignore SVG, so our SVG
 * illustrations have JPEG twins in /images/blog/previews/ (scripts/social-card/render.ts);
 * an SVG from elsewhere, or no image, falls back to the site's card.
 */
export function articlePreviewImage(imageUrl: string | null) {
  if (!imageUrl) return socialCard.path;
  const ours = /^\/images\/blog\/([a-z0-9-]+)\.svg$/.exec(imageUrl);
  if (ours) return `/images/blog/previews/${ours[1]}.jpg`;
  return /\.svg(\?|#|$)/i.test(imageUrl) ? socialCard.path : imageUrl;
}
