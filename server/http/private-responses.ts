/**
 * Responses that depend on who is signed in must never be kept by a shared cache or the
 * browser's back-forward cache after sign-out (docs/product/security.md#security-and-privacy, RFC 9111 §5.2.2.3 and §5.2.2.7).
 */
export const privateCacheControl = "private, no-store";

// Areas that answer according to the session for everyone, signed out included (they redirect
// to /login then): the learning screens, the account, billing, profile completion, auth steps.
const privateAreas = ["/dashboard", "/course", "/account", "/billing", "/get-started", "/auth"];

/** A page (or its `.data` request) whose answer depends on the session whoever asks. */
export function isPrivatePath(path: string): boolean {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return privateAreas.some((area) => page === area || page.startsWith(`${area}/`));
}

// better-auth's cookies are named after our prefix (`cookiePrefix: "clinova"` in
// server/accounts/auth/create-auth.ts), with `__Secure-` in front on https.
const authCookie = /(?:^|;)\s*(?:__Secure-)?clinova\.session_token=/;

/** The request carries a session cookie: whatever is rendered for it may be personal. */
export function carriesSession(headers: Headers): boolean {
  return authCookie.test(headers.get("cookie") ?? "");
}

/** The response signs someone in or out: it sets or clears the session cookie. */
export function setsSession(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => authCookie.test(cookie));
}

/**
 * Marks a response's (writable) headers `private, no-store`. One that already says `no-store`
 * keeps its own directives, `private` added when missing; anything weaker (`public, max-age=…`,
 * or nothing) is replaced.
 */
export function markPrivate(headers: Headers): void {
  const current = headers.get("cache-control") ?? "";
  const directives = current
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (!directives.includes("no-store")) headers.set("Cache-Control", privateCacheControl);
  else if (!directives.includes("private")) headers.set("Cache-Control", `private, ${current}`);
}

/** The document handler's rule: private areas, signed-in requests, sign-ins and sign-outs. */
export function dependsOnSession(path: string, requestHeaders: Headers, response: Response) {
  return isPrivatePath(path) || carriesSession(requestHeaders) || setsSession(response);
}
