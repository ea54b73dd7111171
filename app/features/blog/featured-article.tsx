import { Link } from "react-router";
import { ArrowRight, Sparkles } from "lucide-react";
import type { ArticleSummary } from "@server/content/articles";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ArticleByline } from "./article-byline";
import { ArticleImage } from "./article-image";
import { ArticleMetaLine } from "./article-meta-line";

/** The hero of the blog list: the newest featured article as a wide lead story. */
export function FeaturedArticle({ article }: { article: ArticleSummary }) {
  const href = `/blog/${article.slug}`;
  return (
    <article className="group overflow-hidden rounded-3xl border border-border bg-surface shadow-md">
      {/* The title link below is the one announced; the picture is a mouse shortcut to it. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <ArticleImage
          src={article.imageUrl}
          alt=""
          priority
          className="transition-transform duration-700 group-hover:scale-[1.015] motion-reduce:transition-none motion-reduce:group-hover:scale-100 lg:aspect-[2.2/1]"
        />
      </Link>
      <div className="grid gap-6 border-t border-border p-6 sm:p-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-14">
        <div className="grid content-start gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="coming-soon">
              <Sparkles aria-hidden="true" />
              Featured
            </Badge>
            <Badge variant="secondary">{article.category}</Badge>
          </div>
          <h2 className="text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
            <Link to={href} className="rounded-md focus-ring hover:text-primary-800">
              {article.title}
            </Link>
          </h2>
        </div>
        <div className="grid content-start gap-5">
          <p className="text-lg text-muted">{article.excerpt}</p>
          <ArticleByline author={article.author} />
          <ArticleMetaLine date={article.date} readTime={article.readTime} />
          <Button asChild size="lg" className="w-fit">
            <Link to={href}>
              Read the article
              <ArrowRight aria-hidden="true" />
              <span className="sr-only">: {article.title}</span>
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
