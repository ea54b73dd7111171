/**
 * Tailwind class lists where a later utility replaces an earlier one of the same kind, as in
 * `cn("px-4 text-sm", "px-6")` → "text-sm px-6". Our own, for the utilities this code base uses:
 * tailwind-merge does the same for every utility Tailwind has, at about 8 KB of gzipped
 * JavaScript on every page. A test checks both agree on every class we write.
 */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  if (merged.size >= cacheLimit) merged.clear();
  const result = mergeUncached(classList);
  merged.set(classList, result);
  return result;
}

// Components pass the same few hundred class lists again and again (a long course outline
// renders the same item classes hundreds of times per page): remember the answers.
const cacheLimit = 2000;
const merged = new Map<string, string>();

function mergeUncached(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const { variants, utility, important } = parseToken(token);
    const group = groupOf(utility);
    if (group === null) {
      kept.push(token);
      continue;
    }
    const scope = `${variants}|${important ? "!" : ""}|`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of overrides[group] ?? []) taken.add(scope + overridden);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

/** `md:hover:px-4!` → variants "hover:md" (sorted: their order does not matter), "px-4", important. */
function parseToken(token: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = false;
  if (utility.endsWith("!")) {
    important = true;
    utility = utility.slice(0, -1);
  } else if (utility.startsWith("!")) {
    important = true;
    utility = utility.slice(1);
  }
  if (utility.startsWith("-")) utility = utility.slice(1);
  return { variants: parts.sort().join(":"), utility, important };
}

const sizes = "(?:xs|sm|base|lg|xl|[2-9]xl)";
const sides = "(?:x|y|t|r|b|l|s|e)";

const exact: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display:
    "block inline-block inline flex inline-flex grid inline-grid contents flow-root table hidden list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "font-style": "italic not-italic",
  "text-decoration": "underline overline line-through no-underline",
  "sr-only": "sr-only not-sr-only",
  "text-overflow": "truncate text-ellipsis text-clip",
  "font-smoothing": "antialiased subpixel-antialiased",
  "border-w": "border",
  "ring-w": "ring",
  shadow: "shadow",
  rounded: "rounded",
  transition: "transition",
  grow: "grow",
  shrink: "shrink",
  outline: "outline",
  blur: "blur",
})) {
  for (const word of words.split(" ")) exact[word] = group;
}

/** First match wins; a function names the group from the match (a side or corner). */
const rules: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [new RegExp(`^text-${sizes}(?:/.+)?$`), "font-size"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [
    /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[.+\])$/,
    "font-weight",
  ],
  [/^font-/, "font-family"],
  [/^bg-(?:linear|radial|conic|gradient|none$)/, "bg-image"],
  [/^bg-(?:cover|contain|auto)$/, "bg-size"],
  [
    /^bg-(?:center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/,
    "bg-position",
  ],
  [/^bg-(?:repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/, "bg-repeat"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-(?:fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-/, "bg-color"],
  [new RegExp(`^border-(${sides})(?:-(?:\\d+|\\[\\d.*\\]))?$`), (m) => `border-w-${m[1]}`],
  [new RegExp(`^border-(${sides})-`), (m) => `border-color-${m[1]}`],
  [/^border-(?:\d+|\[\d.*\])$/, "border-w"],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [/^border-/, "border-color"],
  [/^ring-offset-(?:\d+|\[\d.*\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-(?:\d+|\[\d.*\])$/, "ring-w"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring-/, "ring-color"],
  [/^outline-(?:\d+|\[\d.*\])$/, "outline-w"],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^shadow-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner)$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^inset-shadow-/, "inset-shadow"],
  [
    new RegExp(`^rounded-${sizes.replace("base|", "")}$|^rounded-(?:none|full|md|\\[.+\\])$`),
    "rounded",
  ],
  [/^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(?:-|$)/, (m) => `rounded-${m[1]}`],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, "flex-direction"],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^leading-/, "leading"],
  [/^tracking-/, "tracking"],
  [/^overflow-x-/, "overflow-x"],
  [/^overflow-y-/, "overflow-y"],
  [/^overflow-/, "overflow"],
  [/^transition-/, "transition"],
  [/^(grow|shrink)-/, (m) => m[1]!],
  [/^whitespace-/, "whitespace"],
  [/^line-clamp-/, "line-clamp"],
  [/^divide-(x|y)(?:-(?:\d+|\[\d.*\]))?$/, (m) => `divide-w-${m[1]}`],
  [/^divide-(?:solid|dashed|dotted|double|none)$/, "divide-style"],
  [/^divide-/, "divide-color"],
  [/^(from|via|to)-(?:\d+%|\[.+%\])$/, (m) => `${m[1]}-position`],
  [/^(from|via|to)-/, (m) => `${m[1]}-color`],
  [/^stroke-(?:\d+|\[\d.*\])$/, "stroke-w"],
  [/^stroke-/, "stroke-color"],
  [/^fill-/, "fill"],
];

function groupOf(utility: string): string | null {
  const known = exact[utility];
  if (known) return known;
  for (const [pattern, group] of rules) {
    const match = pattern.exec(utility);
    if (match) return typeof group === "string" ? group : group(match);
  }
  // Everything else is `<kind>-<value>`: the kind is what comes before the value, which starts at
  // an arbitrary value or at the last dash (px-4, min-h-14, top-1/2, grid-cols-2, z-50…).
  const arbitrary = utility.search(/-[[(]/);
  if (arbitrary > 0) return utility.slice(0, arbitrary);
  const dash = utility.lastIndexOf("-");
  return dash > 0 ? utility.slice(0, dash) : null;
}

/** A later utility of the key's group removes earlier ones of these groups. */
const overrides: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["left", "right"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  rounded: "s e t r b l ss se ee es tl tr br bl".split(" ").map((corner) => `rounded-${corner}`),
  "border-w": "x y t r b l s e".split(" ").map((side) => `border-w-${side}`),
  "border-w-x": ["border-w-l", "border-w-r"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": "x y t r b l s e".split(" ").map((side) => `border-color-${side}`),
  "font-size": ["leading"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["grow", "shrink", "basis"],
  "line-clamp": ["display", "overflow"],
};
