import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppEnv } from "../http/app-env";

export const backOfficePrefix = "/admin";

/** Where a refused back-office address is sent inside React Router: only the catch-all matches. */
const hiddenPrefix = "/_hidden";

const isBackOfficePath = (path: string) =>
  path === backOfficePrefix ||
  path === `${backOfficePrefix}.data` ||
  path.startsWith(`${backOfficePrefix}/`);

/**
 * To anyone but an admin, the back office does not exist: its pages, their `.data` and React
 * Router's route manifest answer exactly as for an unknown address, because the request React
 * Router sees is one only its catch-all 404 matches. Nothing of the area (route ids, module
 * names) reaches them. The admin loaders ask again (require-admin.ts).
 */
export function hideBackOffice(
  sessionUser: (c: Context<AppEnv>) => Promise<SessionUser | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const manifestPaths = url.pathname === "/__manifest" ? url.searchParams.getAll("p") : [];
    const asksForBackOffice =
      isBackOfficePath(url.pathname) || manifestPaths.some((path) => isBackOfficePath(path));
    if (!asksForBackOffice || (await sessionUser(c))?.isAdmin) return next();

    if (url.pathname === "/__manifest") {
      url.searchParams.delete("p");
      for (const path of manifestPaths) {
        url.searchParams.append("p", isBackOfficePath(path) ? `${hiddenPrefix}${path}` : path);
      }
    } else {
      url.pathname = `${hiddenPrefix}${url.pathname}`;
    }
    c.req.raw = new Request(url, c.req.raw);
    return next();
  };
}
