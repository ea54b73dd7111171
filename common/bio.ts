/** Long team bios show this many characters until "Read more". */
export const bioPreviewLength = 350;

/** The bio cut to at most `max` characters at a word boundary, with an ellipsis; whole if short. */
export function truncateBio(text: string, max = bioPreviewLength): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const wordSafe = lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${wordSafe.replace(/[\s,;:.–-]+$/, "")}…`;
}
