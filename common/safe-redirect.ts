/**
 * A return address we may send the browser to: a path on our own site only (ASVS 5.1.5).
 * Anything else, including protocol-relative `//host` and backslash tricks, gives `fallback`.
 */
export function safeRedirect(target: unknown, fallback = "/") {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\") || /[\r\n\t]/.test(target)) {
    return fallback;
  }
  return target;
}
