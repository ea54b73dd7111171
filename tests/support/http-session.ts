import type { TestApp } from "./test-app";

export const testOrigin = "http://localhost:3000";

/**
 * A cookie jar over `app.request`, sending our own Origin like a browser on our site: the app's
 * `APP_URL` (`testOrigin` by default).
 */
export function httpSession(subject: TestApp) {
  const ownOrigin = new URL(subject.config.appUrl).origin;
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  async function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", ownOrigin);
    if (jar.size > 0) headers.set("cookie", cookieHeader());
    const url = path.startsWith("http") ? path : `${ownOrigin}${path}`;
    const response = await subject.request(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0/i.test(line) || value.join("=") === "") jar.delete(name.trim());
      else jar.set(name.trim(), value.join("="));
    }
    return response;
  }
  return {
    request,
    postJson: (path: string, body: unknown, init: RequestInit = {}) =>
      request(path, {
        ...init,
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json", ...init.headers },
      }),
    postForm: (path: string, fields: Record<string, string>, init: RequestInit = {}) =>
      request(path, { ...init, method: "POST", body: new URLSearchParams(fields) }),
    cookies: jar,
  };
}
