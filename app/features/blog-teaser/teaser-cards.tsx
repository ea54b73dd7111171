import { Link } from "react-router";
import { Clock } from "lucide-react";
import type { ArticleSummary } from "@server/content/articles";
import { formatLongDate } from "@common/long-date";
import { Badge } from "~/components/ui/badge";
import { articleImage } from "~/features/blog-teaser/article-image";

type CardProps = { article: ArticleSummary };

// The title's link stretches over the whole card (its ::after), so the card is one tab stop
// and the card, not the title, shows the focus outline.
const stretchedLink =
  "focus-visible:outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']";
const cardShell =
  "group relative flex h-full overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-lg outline-offset-2 outline-focus has-[a:focus-visible]:outline-2 motion-reduce:transition-none";

/** The large card that leads the teaser. */
export function FeatureArticleCard({ article }: CardProps) {
  return (
    <article className={`${cardShell} flex-col`}>
      <img
        src={articleImage(article.imageUrl)}
        alt=""
        width={800}
        height={450}
        className="aspect-[16/9] w-full bg-primary-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
        <Badge>{article.category}</Badge>
        <h3 className="text-2xl leading-snug">
          <Link to={`/blog/${article.slug}`} className={stretchedLink}>
            {article.title}
          </Link>
        </h3>
        <p className="text-muted">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}

/** The two smaller cards beside it. */
export function CompactArticleCard({ article }: CardProps) {
  return (
    <article className={`${cardShell} flex-col sm:flex-row`}>
      <img
        src={articleImage(article.imageUrl)}
        alt=""
        width={320}
        height={240}
        className="aspect-[16/9] w-full bg-primary-50 object-cover sm:aspect-auto sm:w-48 sm:shrink-0 lg:w-52"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Badge variant="secondary">{article.category}</Badge>
        <h3 className="text-lg leading-snug">
          <Link to={`/blog/${article.slug}`} className={stretchedLink}>
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}

function ArticleMeta({ article }: CardProps) {
  return (
    <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted">
      <time dateTime={new Date(article.date).toISOString()}>{formatLongDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {article.readTime} min read
      </span>
    </p>
  );
}
