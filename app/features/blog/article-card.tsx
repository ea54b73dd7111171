import { Link } from "react-router";
import type { ArticleSummary } from "@server/content/articles";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { ArticleImage } from "./article-image";
import { ArticleMetaLine } from "./article-meta-line";

type ArticleCardProps = {
  article: ArticleSummary;
  headingLevel?: "h2" | "h3";
  className?: string;
};

/** A card of the blog grid; the whole card is the link, announced by its title. */
export function ArticleCard({
  article,
  headingLevel: Heading = "h3",
  className,
}: ArticleCardProps) {
  return (
    <article
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition motion-safe:duration-200",
        "hover:-translate-y-0.5 hover:border-primary-300 hover:shadow-lg motion-reduce:hover:translate-y-0",
        "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus",
        className,
      )}
    >
      <div className="overflow-hidden border-b border-border">
        <ArticleImage
          src={article.imageUrl}
          alt=""
          className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge variant="secondary">{article.category}</Badge>
        <Heading className="text-xl leading-snug font-semibold text-balance">
          <Link
            to={`/blog/${article.slug}`}
            className="outline-none group-hover:text-primary-800 after:absolute after:inset-0 after:content-['']"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-base text-muted">{article.excerpt}</p>
        <ArticleMetaLine date={article.date} readTime={article.readTime} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
