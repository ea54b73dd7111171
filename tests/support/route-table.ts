import { serverBuild } from "./test-app";

export type BuiltRoute = {
  /** React Router's route id: the module's path under app/ without extension, or its `id`. */
  id: string;
  /** The whole URL pattern, `/course/:courseId/start/:lessonId?`; null for pathless layouts. */
  path: string | null;
  /** The names of its URL parameters, `courseId`, `lessonId`… (`*` for a splat). */
  params: string[];
  loader: boolean;
  action: boolean;
  /** Whether it renders a page (a default export); without one it is a resource route. */
  page: boolean;
  /** An index route: a form posts to it with `?index`. */
  index: boolean;
};

/**
 * Every route of the production build, as `npm start` serves it (the route table of
 * app/routes.ts, each with the module it resolved to): the security suite enumerates this, so a
 * route added to the table is in its sweeps without anyone listing it.
 */
export async function builtRoutes(): Promise<BuiltRoute[]> {
  const { routes } = await serverBuild();
  const fullPath = (id: string): string | null => {
    const route = routes[id];
    if (!route) return null;
    const parent = route.parentId ? fullPath(route.parentId) : null;
    const own = route.path ?? "";
    if (!own && !route.index) return parent;
    return `${(parent ?? "").replace(/\/$/, "")}/${own}`.replace(/\/$/, "") || "/";
  };
  return Object.values(routes)
    .filter((route) => route !== undefined)
    .map((route) => {
      const path = route.index || route.path ? fullPath(route.id) : null;
      return {
        id: route.id,
        path,
        params: [...(path ?? "").matchAll(/:(\w+)\??|\*/g)].map((m) => m[1] ?? "*"),
        loader: typeof route.module.loader === "function",
        action: typeof route.module.action === "function",
        page: typeof route.module.default === "function",
        index: Boolean(route.index),
      };
    });
}

/** `pattern` with its parameters filled from `values` (an optional one left out if not given). */
export function fillPath(pattern: string, values: Record<string, string>) {
  return pattern
    .replace(/\/:(\w+)\?/g, (_, name: string) =>
      values[name] ? `/${encodeURIComponent(values[name])}` : "",
    )
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`);
      return encodeURIComponent(value);
    })
    .replace("*", values["*"] ?? "anything");
}
