import type { BlockList } from "node:net";
import type { MiddlewareHandler } from "hono";
import { isFromTrustedProxy } from "./client-ip";

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing else. */
const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The last value of a header a proxy may have appended to: the word of the proxy nearest to us,
 * which is the one we trust (anything to its left may have come from the client).
 */
const nearestValue = (value: string | null) => value?.split(",").at(-1)?.trim() || undefined;

/**
 * The URL the visitor addressed, from the one the socket gave (`http://` and the `Host` header)
 * and the `X-Forwarded-Proto` and `X-Forwarded-Host` of a proxy that terminated TLS. A value that
 * is not `http`/`https`, or not a bare host and port, is ignored, so the socket's part stands.
 * Only for requests from a trusted proxy: the caller decides that.
 */
export function publicUrl(url: string, headers: Headers): string {
  const socketUrl = new URL(url);
  const proto = nearestValue(headers.get("x-forwarded-proto"))?.toLowerCase();
  const host = nearestValue(headers.get("x-forwarded-host"));
  const scheme = proto === "http" || proto === "https" ? proto : socketUrl.protocol.slice(0, -1);
  // canParse: a port above 65535 fits the pattern but makes no URL.
  const authority =
    host && hostPattern.test(host) && URL.canParse(`http://${host}`) ? host : socketUrl.host;
  return new URL(`${scheme}://${authority}${socketUrl.pathname}${socketUrl.search}`).href;
}

/**
 * Behind a proxy that terminates TLS, the request's URL is rebuilt as the visitor wrote it
 * (`https://…`), so that everything reading it agrees with the browser's `Origin`: React Router's
 * action check, better-auth, the back office's hiding, the page cache. Forwarded headers count only
 * from `TRUSTED_PROXIES`, as for the client's address (`client-ip.ts`); from anyone else they
 * change nothing. `@hono/node-server` has no setting for this: it builds the URL from the socket.
 */
export function publicRequestUrl(proxies: BlockList): MiddlewareHandler {
  return async (c, next) => {
    if (isFromTrustedProxy(c, proxies)) {
      const url = publicUrl(c.req.url, c.req.raw.headers);
      if (url !== c.req.url) c.req.raw = new Request(url, c.req.raw);
    }
    await next();
  };
}
