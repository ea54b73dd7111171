import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site (ASVS 50.x, CSRF): a foreign Origin,
 * or, when a browser sent no Origin, a cross-site Sec-Fetch-Site. `exempt` paths (signed
 * webhooks) authenticate themselves, as do paths under `exemptPrefixes` (SCIM's bearer tokens:
 * machine-to-machine, no cookies, so nothing for another site to ride on).
 */
export function originGuard(
  appUrl: string,
  exempt: string[] = [],
  exemptPrefixes: string[] = [],
): MiddlewareHandler<AppEnv> {
  const ownOrigin = new URL(appUrl).origin;
  const underExemptPrefix = (path: string) =>
    exemptPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || exempt.includes(c.req.path)) return next();
    if (underExemptPrefix(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const foreign =
      origin !== undefined
        ? origin !== ownOrigin
        : fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    if (foreign) {
      return c.json({ error: "Requests from other sites are not accepted." }, 403);
    }
    return next();
  };
}
