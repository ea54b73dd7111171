import { Suspense } from "react";
import { Await, Link } from "react-router";
import { ArrowRight } from "lucide-react";
import type { ArticleSummary } from "@server/content/articles";
import { Section, SectionHeading } from "~/components/marketing/section";
import { FeatureArticleCard, CompactArticleCard } from "~/features/blog-teaser/teaser-cards";
import { TeaserSkeleton } from "~/features/blog-teaser/teaser-skeleton";

type BlogTeaserProps = {
  /** The articles, or a promise of them while the query is still running (streamed). */
  articles: ArticleSummary[] | Promise<ArticleSummary[]>;
};

/** The home blog teaser, hidden when there is nothing to show (a failed query gives []). */
export function BlogTeaser({ articles }: BlogTeaserProps) {
  // Articles already here go straight into the HTML. Inside a Suspense boundary React would
  // send this large, image-bearing section out of line after a skeleton and reveal it later
  // with an inline script: a second style, layout and paint of the page after the first one.
  if (Array.isArray(articles))
    return articles.length > 0 ? <TeaserSection articles={articles} /> : null;
  return (
    <Suspense fallback={<TeaserSkeleton />}>
      <Await resolve={articles} errorElement={null}>
        {(list) => (list.length > 0 ? <TeaserSection articles={list} /> : null)}
      </Await>
    </Suspense>
  );
}

function TeaserSection({ articles }: { articles: ArticleSummary[] }) {
  const [lead, ...rest] = articles;
  return (
    <Section headingId="blog-teaser-heading" tone="canvas" className="grid gap-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="blog-teaser-heading"
          eyebrow="From the blog"
          title="Latest articles"
          lead="Practical reading on simulation, skills and safer care."
          align="start"
        />
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-primary-700 underline-offset-4 focus-ring hover:text-primary-900 hover:underline"
        >
          View all articles
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        {lead && (
          <li className="lg:row-span-2">
            <FeatureArticleCard article={lead} />
          </li>
        )}
        {rest.map((article) => (
          <li key={article.id}>
            <CompactArticleCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
