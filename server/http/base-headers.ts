import type { Context } from "hono";
import type { AppEnv } from "./app-env";

const applied = Symbol("baseHeadersApplied");
type Marked = Response & { [applied]?: true };

/** Adds the security headers and request id to a response made elsewhere, once. */
export function withBaseHeaders(c: Context<AppEnv>, response: Response): Response {
  if ((response as Marked)[applied]) return response;
  try {
    for (const [name, value] of Object.entries(c.get("baseHeaders") ?? {})) {
      response.headers.set(name, value);
    }
    const requestId = c.get("requestId");
    if (requestId) response.headers.set("X-Request-Id", requestId);
  } catch {
    // A response with immutable headers (a fetched one, say): copy it, then add them.
    return withBaseHeaders(c, new Response(response.body, response));
  }
  (response as Marked)[applied] = true;
  return response;
}

// Framing, opener and permissions policies only mean something for documents (OWASP secure
// headers): a JSON answer carries the rest.
const documentOnly = new Set([
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
]);
const apiHeaderCache = new WeakMap<object, Record<string, string>>();
/** The base headers a JSON answer carries (the document-only ones left off), built once per set. */
export const apiHeadersOf = (base: Readonly<Record<string, string>>) => {
  let headers = apiHeaderCache.get(base);
  if (!headers) {
    headers = Object.fromEntries(
      Object.entries(base).filter(([name]) => !documentOnly.has(name.toLowerCase())),
    );
    apiHeaderCache.set(base, headers);
  }
  return headers;
};

/**
 * A JSON answer with its headers given as a plain object, so @hono/node-server writes it
 * without building a validated `Headers` object (several times the cost of the rest of the request).
 */
export function jsonResponse(c: Context<AppEnv>, body: unknown, status = 200) {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: {
      ...apiHeadersOf(c.get("baseHeaders") ?? {}),
      "content-type": "application/json",
      ...(c.get("requestId") ? { "x-request-id": c.get("requestId") } : {}),
    },
  }) as Marked;
  response[applied] = true;
  return response;
}
