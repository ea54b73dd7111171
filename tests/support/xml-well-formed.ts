const entity = /^&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/;

function badAmpersands(text: string) {
  let problems = 0;
  for (let index = text.indexOf("&"); index !== -1; index = text.indexOf("&", index + 1)) {
    if (!entity.test(text.slice(index))) problems++;
  }
  return problems;
}

/**
 * A small well-formedness check for the XML our builders write (no parser is installed): one
 * root element, balanced tags, double-quoted attributes, no raw `<` or stray `&` in text.
 * Returns what is wrong; an empty list means well formed.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml [^?]*\?>/, "");
  const token =
    /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  const open: string[] = [];
  let roots = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    const [, closing, name, attributes = "", selfClosing, text, strayLt] = match;
    if (strayLt) {
      problems.push(`stray "<" at ${match.index}`);
    } else if (text !== undefined) {
      if (open.length === 0 && text.trim()) problems.push(`text outside the root: ${text.trim()}`);
      if (badAmpersands(text)) problems.push(`unescaped "&" in text: ${text.slice(0, 40)}`);
    } else if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected ?? "nothing"}>`);
    } else {
      if (open.length === 0) roots++;
      if (badAmpersands(attributes)) problems.push(`unescaped "&" in <${name}> attributes`);
      if (!selfClosing) open.push(name ?? "");
    }
  }
  if (open.length) problems.push(`unclosed: ${open.join(", ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
