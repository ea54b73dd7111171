/** The cookie that carries a pending link's browser token from /auth/callback to its page. */
const cookieName = "clinova-sso-link";
// "/auth", not the page's own path: React Router's client navigations load the page's data from
// `/auth/link-sso.data`, which a cookie scoped to `/auth/link-sso` does not reach (RFC 6265 5.1.4).
const cookiePath = "/auth";

export const pendingLinkCookie = (token: string, maxAgeSeconds: number) =>
  `${cookieName}=${token}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;

export const clearPendingLinkCookie = `${cookieName}=; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The browser token in the request's cookies, if any. */
export function pendingLinkToken(request: Request) {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === cookieName) return rest.join("=");
  }
  return undefined;
}
