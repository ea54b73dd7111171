import type { ArticleSummary } from "@server/content/articles";
import { Container } from "~/components/ui/container";
import { ArticleCard } from "./article-card";
import { BlogEmptyState } from "./blog-empty-state";

/** Two other articles to read next, or a note there are none (docs/product/public-site.md#blog-article). */
export function RecommendedArticles({ articles }: { articles: ArticleSummary[] }) {
  return (
    <section aria-labelledby="recommended-heading" className="border-t border-border bg-surface">
      <Container size="md" className="grid gap-8 py-16 sm:py-20">
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
            Keep reading
          </p>
          <h2 id="recommended-heading" className="text-3xl font-semibold tracking-tight">
            Recommended Articles
          </h2>
        </div>
        {articles.length === 0 ? (
          <BlogEmptyState message="No recommended articles available" />
        ) : (
          <div className="grid gap-8 md:grid-cols-2">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        )}
      </Container>
    </section>
  );
}
