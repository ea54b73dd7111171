import { isRouteErrorResponse, useNavigation } from "react-router";
import { blogListPage } from "@server/content/blog-page";
import { ErrorPage } from "~/components/layout/error-page";
import { Container } from "~/components/ui/container";
import { ArticleCard } from "~/features/blog/article-card";
import { ArticleCardSkeleton } from "~/features/blog/article-card-skeleton";
import { BlogEmptyState } from "~/features/blog/blog-empty-state";
import { BlogIntro } from "~/features/blog/blog-intro";
import { BlogPageNotFound } from "~/features/blog/blog-page-not-found";
import { BlogPagination } from "~/features/blog/blog-pagination";
import { FeaturedArticle } from "~/features/blog/featured-article";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-list";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return blogListPage(context, request);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogPageNotFound />;
  return <ErrorPage status={500} />;
}

const description =
  "Practical reading on clinical skills, simulation, skill retention and teaching at the bedside.";

export const handle = completeAsHtmlHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const blogPage = loaderData?.blogPage;
  if (!blogPage) {
    return [
      ...pageMeta("Blog page not found", description),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(blogPage.page > 1 ? `Blog, page ${blogPage.page}` : "Blog", description);
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { blogPage } = loaderData;
  const navigation = useNavigation();
  const { featured, articles, page, pageCount } = blogPage;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";
  return (
    <>
      <BlogIntro page={page} pageCount={pageCount} />
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-16 pt-4 pb-20 sm:pb-24">
        {page === 1 && (
          <section aria-label="Featured article">
            {featured ? (
              <FeaturedArticle article={featured} />
            ) : (
              <BlogEmptyState message="No featured articles available" />
            )}
          </section>
        )}
        <section
          aria-labelledby="articles-heading"
          aria-busy={loading}
          className="flex flex-col gap-8"
        >
          <h2 id="articles-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {page === 1 ? "Latest articles" : "More articles"}
          </h2>
          {articles.length === 0 ? (
            <BlogEmptyState message="No blog articles available" />
          ) : (
            <div className="grid gap-8 md:grid-cols-2">
              {loading
                ? articles.map((article) => <ArticleCardSkeleton key={article.id} />)
                : articles.map((article) => <ArticleCard key={article.id} article={article} />)}
            </div>
          )}
          <BlogPagination {...blogPage} />
        </section>
      </Container>
    </>
  );
}
