import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Reads docs/product/ the way its readers cite it: each file's headings as GitHub makes their
 * anchors, and every inline code span (where routes and tables are named, exactly).
 */
export type ProductDocs = {
  /** `learning.md` → the anchors of its headings. */
  anchors: Map<string, Set<string>>;
  /** Every `code span` of every file, trimmed. */
  codeSpans: Set<string>;
  /** Each file's text, for the links between the files. */
  texts: Map<string, string>;
};

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

export function readProductDocs(folder: string): ProductDocs {
  const anchors = new Map<string, Set<string>>();
  const codeSpans = new Set<string>();
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".md"))) {
    const text = readFileSync(join(folder, file), "utf8");
    texts.set(file, text);
    const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => headingAnchor(m[1] ?? ""));
    anchors.set(file, new Set(headings));
    for (const m of text.matchAll(/`([^`\n]+)`/g)) codeSpans.add((m[1] ?? "").trim());
  }
  return { anchors, codeSpans, texts };
}

/** The route paths no code span of the docs names exactly. */
export const missingRoutes = (docs: ProductDocs, paths: string[]) =>
  [...new Set(paths)].filter((path) => !docs.codeSpans.has(path));

/** The table names no code span of the docs names exactly. */
export const missingTables = (docs: ProductDocs, tables: string[]) =>
  [...new Set(tables)].filter((table) => !docs.codeSpans.has(table));

export type Citation = { where: string; file: string; anchor: string | null };

/** `docs/product/<file>.md#anchor` citations (and stale ones of the single file they replaced) under `roots`. */
export function citationsIn(repository: string, roots: string[]): Citation[] {
  const citations: Citation[] = [];
  for (const root of roots) {
    const entries = readdirSync(join(repository, root), { recursive: true, encoding: "utf8" });
    for (const entry of entries) {
      if (!/\.(ts|tsx|js|sql|css)$/.test(entry) || entry.includes("node_modules")) continue;
      const path = join(repository, root, entry);
      const lines = readFileSync(path, "utf8").split("\n");
      lines.forEach((line, index) => {
        // The single file these pages replaced (docs/product + .md) counts as a broken citation.
        for (const m of line.matchAll(
          /docs\/product(?:\/([a-z0-9-]+\.md)|\.md)(?:#([a-z0-9-]+))?/g,
        )) {
          const where = `${relative(repository, path)}:${index + 1}`;
          citations.push({ where, file: m[1] ?? "../product.md", anchor: m[2] ?? null });
        }
      });
    }
  }
  return citations;
}

/** Citations whose file or anchor does not exist, as `where → file#anchor`. */
export const brokenCitations = (docs: ProductDocs, citations: Citation[]) =>
  citations
    .filter(({ file, anchor }) => {
      const anchors = docs.anchors.get(file);
      return !anchors || (anchor !== null && !anchors.has(anchor));
    })
    .map(({ where, file, anchor }) => `${where} → ${file}${anchor ? `#${anchor}` : ""}`);

/** Links between the docs' own files (`[text](file.md#anchor)`, `[text](#anchor)`) that lead nowhere. */
export function brokenLinks(docs: ProductDocs) {
  const broken: string[] = [];
  for (const [from, text] of docs.texts) {
    for (const m of text.matchAll(/\]\(([a-z0-9-]*\.md)?(?:#([a-z0-9-]+))?\)/g)) {
      const file = m[1] ?? from;
      const anchors = docs.anchors.get(file);
      if (!anchors || (m[2] && !anchors.has(m[2]))) broken.push(`${from} → ${m[0].slice(2, -1)}`);
    }
  }
  return broken;
}
