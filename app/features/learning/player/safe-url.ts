const linkProtocols = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * A link or image address we are willing to render: a path on our site, an in-page anchor, or
 * an absolute http(s), mailto or tel address. javascript:, data: and the rest give null.
 * The URL parser drops tabs and newlines first, so "java\tscript:" is caught too.
 */
export function safeHref(href: string | null | undefined, kind: "link" | "image" = "link") {
  const value = href?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  if (kind === "link" && value.startsWith("#")) return value;
  try {
    const url = new URL(value);
    if (kind === "image") return url.protocol === "https:" ? url.href : null;
    return linkProtocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
