/**
 * Control characters a person cannot mean to type: C0 controls other than tab and line feed,
 * DEL and the C1 controls. A carriage return is allowed only before a line feed, where browsers
 * put it in every line break of a textarea (CRLF). PostgreSQL cannot store NUL in text at all.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

/** The one message for text refused by this rule, wherever it was typed. */
export const controlCharacterMessage =
  "This contains a character we can't accept (an invisible control character). Please remove it and try again.";

export const hasControlCharacter = (text: string) => controlCharacter.test(text);

/** The first string anywhere in `value` (nested objects and lists too) that has one, or null. */
export function findControlCharacter(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? value : null;
  if (depth > 8 || value === null || typeof value !== "object") return null;
  for (const [key, entry] of Object.entries(value)) {
    if (hasControlCharacter(key)) return key;
    const found = findControlCharacter(entry, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
