import type { LessonBlock } from "@server/learning/lesson-content";
import { Markdown } from "./markdown";
import { safeHref } from "./safe-url";
import { sectionAnchor } from "@common/learning/section-anchor";

/** Content blocks (docs/product/learning.md#content-blocks), rendered by type; images default to 600×400. */
export function ContentBlocks({ blocks }: { blocks: LessonBlock[] }) {
  return (
    <div className="prose-clinical min-w-0 [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted [&_figure_img]:w-full [&_figure_img]:rounded-xl [&_figure_img]:border [&_figure_img]:border-border [&_figure_img]:bg-surface">
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </div>
  );
}

function ContentBlock({ block }: { block: LessonBlock }) {
  const { content, metadata } = block;
  switch (block.type) {
    case "text":
      return (content.text ?? "")
        .split(/\n\s*\n/)
        .map((paragraph, index) => <p key={index}>{paragraph}</p>);
    case "markdown":
      return <Markdown source={content.text ?? ""} />;
    case "header": {
      // The lesson title is the page's h1, so block headings start at h2.
      const level = Math.min(Math.max(metadata.level ?? 2, 2), 4);
      const Heading = `h${level}` as "h2" | "h3" | "h4";
      // Its id is the anchor a failed attempt's review links to (docs/product/learning.md#assessment-review).
      return <Heading id={sectionAnchor(content.text ?? "") || undefined}>{content.text}</Heading>;
    }
    case "list": {
      const items = (content.items ?? []).map((item, index) => <li key={index}>{item}</li>);
      const ordered = (metadata.listType ?? legacyListType(metadata)) === "ordered";
      return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "image": {
      const src = safeHref(content.url, "image");
      if (!src) return null;
      return (
        <figure className="lesson-figure">
          <img
            src={src}
            alt={content.alt ?? ""}
            width={metadata.width ?? 600}
            height={metadata.height ?? 400}
            loading="lazy"
            decoding="async"
          />
          {metadata.caption && <figcaption>{metadata.caption}</figcaption>}
        </figure>
      );
    }
    default:
      return null;
  }
}

/** Older rows name the list type `type` in the metadata. */
function legacyListType(metadata: LessonBlock["metadata"]) {
  const type = (metadata as { type?: unknown }).type;
  return type === "ordered" ? "ordered" : "unordered";
}
