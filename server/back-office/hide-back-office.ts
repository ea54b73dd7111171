import type { Context, MiddlewareHandler } from "hono";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppEnv } from "../http/app-env";
import { routerPath } from "../http/router-path";
import { can } from "../policy/can";

export const backOfficePrefix = "/admin";

/** Where a refused back-office address is sent inside React Router: only the catch-all matches. */
const hiddenPrefix = "/_hidden";

/** React Router's route manifest, which names the routes (and their modules) a path matches. */
const manifestPath = "/__manifest";

/**
 * True for any spelling React Router would match to a back-office route: `/ADMIN/Members`,
 * `/%61dmin`, `//admin//members/`, `/admin/members.data`…
 */
export const isBackOfficePath = (path: string) => {
  const matched = routerPath(path);
  return matched === backOfficePrefix || matched.startsWith(`${backOfficePrefix}/`);
};

/**
 * To anyone but an admin, the back office does not exist: its pages, their `.data` and React
 * Router's route manifest answer exactly as for an unknown address, because the request React
 * Router sees is one only its catch-all 404 matches. Nothing of the area (route ids, module
 * names) reaches them. The address is compared as React Router matches it (case folded,
 * percent-encoding decoded, slashes collapsed), never as typed. The admin loaders ask again
 * (require-admin.ts).
 */
export function hideBackOffice(
  sessionUser: (c: Context<AppEnv>) => Promise<SessionUser | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const isManifest = routerPath(url.pathname) === manifestPath;
    // `paths` (comma-separated) is what React Router 7 reads; `p` is kept for older clients.
    const manifestPaths = isManifest
      ? ["paths", "p"].flatMap((name) =>
          url.searchParams.getAll(name).flatMap((value) => value.split(",")),
        )
      : [];
    const asksForBackOffice =
      isBackOfficePath(url.pathname) || manifestPaths.some((path) => isBackOfficePath(path));
    if (!asksForBackOffice || can(await sessionUser(c), "back-office:enter")) return next();

    if (isManifest) {
      for (const name of ["paths", "p"]) {
        const values = url.searchParams.getAll(name);
        if (values.length === 0) continue;
        url.searchParams.delete(name);
        for (const value of values) url.searchParams.append(name, hideEach(value));
      }
    } else {
      url.pathname = `${hiddenPrefix}${url.pathname}`;
    }
    c.req.raw = new Request(url, c.req.raw);
    return next();
  };
}

const hideEach = (paths: string) =>
  paths
    .split(",")
    .map((path) => (isBackOfficePath(path) ? `${hiddenPrefix}${path}` : path))
    .join(",");
