import type { Article } from "@server/content/articles";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { ArticleBreadcrumb } from "./article-breadcrumb";
import { ArticleByline } from "./article-byline";
import { formatLongDate } from "@common/long-date";
import { readTimeLabel } from "./article-format";
import { ArticleImage } from "./article-image";

/** Breadcrumb, read time, title, standfirst, author and date, then the illustration. */
export function ArticleHeader({ article }: { article: Article }) {
  return (
    <header className="bg-linear-to-b from-primary-50 via-primary-50/60 to-canvas pt-8 sm:pt-10">
      <Container size="md" className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <ArticleBreadcrumb title={article.title} />
        <div className="grid max-w-3xl gap-5">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Badge>{article.category}</Badge>
            <span className="font-medium text-primary-800">{readTimeLabel(article.readTime)}</span>
          </div>
          <h1 className="text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            {article.title}
          </h1>
          <p className="text-xl leading-relaxed text-muted">{article.excerpt}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border pt-5">
            <ArticleByline author={article.author} />
            <p className="text-sm text-muted">
              Published{" "}
              <time dateTime={article.date.toISOString()} className="font-medium text-ink">
                {formatLongDate(article.date)}
              </time>
            </p>
          </div>
        </div>
        <figure className="overflow-hidden rounded-3xl border border-border bg-surface shadow-lg">
          <ArticleImage src={article.imageUrl} alt={article.imageAlt ?? ""} priority />
        </figure>
      </Container>
    </header>
  );
}
