/**
 * A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` matched literally
 * (PostgreSQL's default escape character is the backslash).
 */
export function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}
