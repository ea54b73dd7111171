import type { ReactNode } from "react";
import { lexer, type Token, type Tokens } from "marked";
import { sectionAnchor } from "@common/learning/section-anchor";
import { safeHref } from "./safe-url";

/**
 * Lesson markdown rendered to React elements, never to an HTML string: raw HTML arrives as
 * visible text (React escapes it) and unsafe link or image addresses are dropped.
 */
export function Markdown({ source }: { source: string }) {
  return <>{blocks(lexer(source))}</>;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": "\u00a0",
};
const decode = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e]!);

function blocks(tokens: Token[]): ReactNode[] {
  return tokens.map((token, index) => block(token as Tokens.Generic, index));
}

function block(token: Tokens.Generic, key: number): ReactNode {
  switch (token.type) {
    case "heading": {
      // Lesson headings sit under the page's h1: depth 1 becomes h2, deeper than 4 stays h4.
      const level = Math.min(Math.max((token as Tokens.Heading).depth, 2), 4);
      const Heading = `h${level}` as "h2" | "h3" | "h4";
      // Its id is the anchor a failed attempt's review links to (docs/product/learning.md#assessment-review).
      const id = sectionAnchor(decode((token as Tokens.Heading).text)) || undefined;
      return (
        <Heading key={key} id={id}>
          {inline(token.tokens ?? [])}
        </Heading>
      );
    }
    case "paragraph":
      return <p key={key}>{inline(token.tokens ?? [])}</p>;
    case "list":
      return list(token as Tokens.List, key);
    case "blockquote":
      return <blockquote key={key}>{blocks(token.tokens ?? [])}</blockquote>;
    case "table":
      return table(token as Tokens.Table, key);
    case "code":
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case "hr":
      return <hr key={key} />;
    case "space":
    case "def":
      return null;
    case "text":
      return token.tokens ? (
        <p key={key}>{inline(token.tokens)}</p>
      ) : (
        <p key={key}>{decode(token.text)}</p>
      );
    default:
      // Raw HTML and anything unknown: shown as the text it is, never interpreted.
      return <p key={key}>{String(token.text ?? token.raw)}</p>;
  }
}

function list(token: Tokens.List, key: number) {
  const items = token.items.map((item, index) => (
    <li key={index}>
      {item.tokens.map((child, childIndex) =>
        child.type === "text" && !item.loose ? (
          <span key={childIndex}>{inline((child as Tokens.Text).tokens ?? [child])}</span>
        ) : (
          block(child as Tokens.Generic, childIndex)
        ),
      )}
    </li>
  ));
  return token.ordered ? (
    <ol
      key={key}
      start={typeof token.start === "number" && token.start !== 1 ? token.start : undefined}
    >
      {items}
    </ol>
  ) : (
    <ul key={key}>{items}</ul>
  );
}

function table(token: Tokens.Table, key: number) {
  const align = (index: number) => token.align[index] ?? undefined;
  return (
    <div key={key} className="overflow-x-auto" role="region" aria-label="Table" tabIndex={0}>
      <table>
        <thead>
          <tr>
            {token.header.map((cell, index) => (
              <th key={index} scope="col" style={{ textAlign: align(index) }}>
                {inline(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} style={{ textAlign: align(index) }}>
                  {inline(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function inline(tokens: Token[]): ReactNode[] {
  return tokens.map((token, key) => {
    const t = token as Tokens.Generic;
    switch (t.type) {
      case "strong":
        return <strong key={key}>{inline(t.tokens ?? [])}</strong>;
      case "em":
        return <em key={key}>{inline(t.tokens ?? [])}</em>;
      case "del":
        return <del key={key}>{inline(t.tokens ?? [])}</del>;
      case "codespan":
        return <code key={key}>{decode(t.text)}</code>;
      case "br":
        return <br key={key} />;
      case "link": {
        const href = safeHref(t.href);
        const children = inline(t.tokens ?? []);
        if (!href) return <span key={key}>{children}</span>;
        const external = /^https?:/.test(href);
        return (
          <a key={key} href={href} rel={external ? "noopener noreferrer" : undefined}>
            {children}
          </a>
        );
      }
      case "image": {
        const src = safeHref(t.href, "image");
        return src ? <img key={key} src={src} alt={t.text} loading="lazy" /> : null;
      }
      case "text":
        return t.tokens ? <span key={key}>{inline(t.tokens)}</span> : decode(t.text);
      case "escape":
        return t.text;
      default:
        // Inline HTML tags are shown as text.
        return String(t.text ?? t.raw);
    }
  });
}
