/** The drawing shown for an article that has no image of its own (on the blog and its teaser). */
export const articleFallbackImage = "/images/blog/fallback.svg";
