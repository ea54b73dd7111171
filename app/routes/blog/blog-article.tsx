import { data, Link } from "react-router";
import { findArticle } from "@server/blog/articles";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog-article";

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await findArticle(context.db, params.id);
  if (!article) return data({ article: null }, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData?.article
    ? pageMeta(loaderData.article.title, loaderData.article.excerpt)
    : pageMeta("Article Not Found", "The article you are looking for doesn't exist.");

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  if (!article) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold">Article Not Found</h1>
        <p className="text-muted">
          Sorry, the article you are looking for doesn't exist or has been removed.
        </p>
        <Link
          to="/blog"
          className="focus-ring rounded-md bg-primary-700 px-5 py-3 font-medium text-white"
        >
          Return to Blog
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-semibold tracking-tight">{article.title}</h1>
      <div className="prose-clinical mt-8">
        {article.content.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
