/** One demo article; `content` is paragraphs separated by blank lines. */
export type BlogArticleSeed = {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  author: string;
  /** ISO date, e.g. "2025-09-14". */
  publishedAt: string;
  readTime: number;
  isFeatured: boolean;
};
