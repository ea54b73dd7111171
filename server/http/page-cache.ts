import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

type Entry = { status: number; headers: [string, string][]; html: string; expiresAt: number };

const nonceMarker = "__CLINOVA_NONCE__";
const perRequestHeaders = new Set(["content-security-policy", "set-cookie", "x-request-id"]);

export type PageCacheOptions = {
  /** Paths whose HTML is the same for every signed-out visitor. */
  isPublicPath(path: string): boolean;
  ttlMs: number;
  maxEntries?: number;
  render(request: Request, nonce: string): Promise<Response>;
  csp(nonce: string): string;
  /** Called with a function that empties the cache: the back office calls it on publish. */
  onInvalidate?(clear: () => void): void;
};

/**
 * Serves public pages to signed-out visitors from a short-lived cache of their rendered HTML.
 * Each hit gets a fresh script nonce (substituted into the HTML and the CSP), so nonces are
 * never shared between responses. Anything with a cookie, a query we don't know, or a status
 * other than 200 is rendered afresh.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler<AppEnv> {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  const maxEntries = options.maxEntries ?? 500;
  // A render begun before a change must not refill the cache with the old page.
  let generation = 0;
  options.onInvalidate?.(() => {
    generation++;
    entries.clear();
    rendering.clear();
  });

  async function renderEntry(request: Request): Promise<Entry | null> {
    const nonce = randomBytes(16).toString("base64");
    const response = await options.render(request, nonce);
    if (response.status !== 200 || response.headers.has("set-cookie")) return null;
    const html = (await response.text()).replaceAll(nonce, nonceMarker);
    const headers = [...response.headers].filter(([name]) => !perRequestHeaders.has(name));
    return { status: 200, headers, html, expiresAt: Date.now() + options.ttlMs };
  }

  return async (c, next) => {
    const cacheable =
      c.req.method === "GET" &&
      !c.req.header("cookie") &&
      options.isPublicPath(c.req.path) &&
      new URL(c.req.url).search.length <= 64;
    if (!cacheable) return next();

    const key = `${c.req.path}${new URL(c.req.url).search}`;
    let entry = entries.get(key);
    const hit = Boolean(entry && entry.expiresAt > Date.now());
    if (!entry || !hit) {
      const startedIn = generation;
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderEntry(c.req.raw).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      const fresh = await pending;
      if (!fresh || startedIn !== generation) return next();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, fresh);
      entry = fresh;
    }
    const nonce = randomBytes(16).toString("base64");
    for (const [name, value] of entry.headers) c.header(name, value);
    c.header("Content-Security-Policy", options.csp(nonce));
    c.header("X-Page-Cache", hit ? "hit" : "miss");
    return c.html(entry.html.replaceAll(nonceMarker, nonce), 200);
  };
}
