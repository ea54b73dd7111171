/** Read time shown as 'N Minutes Read' (docs/product/public-site.md#blog-article). */
export function readTimeLabel(minutes: number) {
  return `${minutes} Minutes Read`;
}

/** "Dr Amara Okafor, Clinical Education Lead" → name and role. */
export function splitByline(author: string | null) {
  if (!author) return null;
  const [name = author, ...rest] = author.split(",");
  return { name: name.trim(), role: rest.join(",").trim() || null };
}

/** Two initials from a name, leaving out titles such as "Dr". */
export function initialsOf(name: string) {
  const words = name.split(/\s+/).filter((word) => !/^(dr|prof|mr|mrs|ms|mx)\.?$/i.test(word));
  const letters = [words[0], words.at(-1)].map((word) => word?.[0]?.toUpperCase() ?? "");
  return words.length > 1 ? letters.join("") : letters[0] || "?";
}

/** Paragraphs are separated by blank lines. */
export function paragraphsOf(content: string) {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
