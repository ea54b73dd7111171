/**
 * The id of a lesson's heading, and the fragment of a link to it (docs/product/learning.md#assessment-review):
 * lower case, each run of characters that are neither letters nor digits made one "-", no "-" at
 * either end. "Choosing the vein (and why)" → "choosing-the-vein-and-why".
 */
export function sectionAnchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
