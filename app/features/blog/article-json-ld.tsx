import { articleFallbackImage } from "@common/blog/article-fallback-image";
import { brand } from "@common/brand";
import type { Article } from "@server/content/articles";
import { absoluteUrl } from "~/lib/absolute-url";
import { useNonce } from "~/lib/nonce";
import { splitByline } from "./article-format";

/** schema.org BlogPosting for search engines. */
export function articleStructuredData(article: Article, appUrl: string) {
  const author = splitByline(article.author);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.imageUrl || articleFallbackImage, appUrl),
    datePublished: article.date.toISOString(),
    mainEntityOfPage: `${appUrl}/blog/${article.slug}`,
    articleSection: article.category,
    author: author
      ? { "@type": "Person", name: author.name, ...(author.role && { jobTitle: author.role }) }
      : { "@type": "Organization", name: brand.name },
    publisher: {
      "@type": "Organization",
      name: brand.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg", appUrl) },
    },
  };
}

/**
 * The JSON-LD script. The CSP only lets scripts with this response's nonce in; `<` is escaped so
 * no text in the article can close the script element.
 */
export function ArticleJsonLd({ article, appUrl }: { article: Article; appUrl: string }) {
  const nonce = useNonce();
  const json = JSON.stringify(articleStructuredData(article, appUrl)).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce attribute after parsing, which is not a real mismatch.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
