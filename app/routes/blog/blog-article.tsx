import { isRouteErrorResponse, Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { blogArticlePage } from "@server/content/blog-article-page";
import { ErrorPage } from "~/components/layout/error-page";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArticleBody } from "~/features/blog/article-body";
import { ArticleHeader } from "~/features/blog/article-header";
import { ArticleJsonLd } from "~/features/blog/article-json-ld";
import { ArticleNotFound } from "~/features/blog/article-not-found";
import { articlePreviewImage } from "~/features/blog/article-preview-image";
import { RecommendedArticles } from "~/features/blog/recommended-articles";
import { ownSocialImageHandle, pageMeta, socialCard } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/blog-article";
import { completeAsHtmlHandle } from "~/components/layout/served-without-scripts";

export async function loader({ params, context }: Route.LoaderArgs) {
  return blogArticlePage(context, params.id);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  return <ErrorPage status={500} />;
}

export const handle = { ...ownSocialImageHandle, ...completeAsHtmlHandle };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const article = loaderData?.article;
  if (!article) {
    return [
      ...pageMeta("Article Not Found", "The article you are looking for doesn't exist.", {
        image: socialCard.path,
        matches,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta(article.title, article.excerpt, {
    image: articlePreviewImage(article.imageUrl),
    type: "article",
    publishedTime: article.date.toISOString(),
    matches,
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, recommended } = loaderData;
  const appUrl = useRootData()?.appUrl;
  return (
    <>
      <article>
        {appUrl && <ArticleJsonLd article={article} appUrl={appUrl} />}
        <ArticleHeader article={article} />
        <Container size="md" className="py-12 sm:py-16">
          <ArticleBody content={article.content} />
          <div className="mx-auto mt-14 max-w-[70ch] border-t border-border pt-8 text-lg">
            <Button asChild variant="outline">
              <Link to="/blog">
                <ArrowLeft aria-hidden="true" />
                All articles
              </Link>
            </Button>
          </div>
        </Container>
      </article>
      <RecommendedArticles articles={recommended} />
    </>
  );
}
