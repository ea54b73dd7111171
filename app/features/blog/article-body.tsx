import { paragraphsOf } from "./article-format";

/** The article's paragraphs in our long-form type; the first reads as a lead. */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="prose-clinical mx-auto *:first:text-xl *:first:leading-relaxed *:first:text-ink">
      {paragraphsOf(content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
