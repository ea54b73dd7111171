const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text or attribute value made safe for XML. Characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string) {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** `<name>text</name>`, escaped. */
export function element(name: string, text: string) {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
