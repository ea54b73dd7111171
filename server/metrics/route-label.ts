/** What a React Router server build says of each route (`build.routes`). */
type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * The route pattern React Router would answer a path with (`/course/:courseId/start/:lessonId?`),
 * for metric labels: one label per route, never per address, so ids cannot multiply the series.
 * React Router ranks and compiles its routes on every `matchRoutes` call (milliseconds with our
 * 78 routes), so this compiles them once, with its rules: every route with a path or an index is
 * a branch, optional segments are exploded, branches are tried best score first, matching is
 * case-insensitive and ignores a trailing slash. `route-label.test.ts` checks it against
 * `matchRoutes` on every route.
 */
export function documentRouteLabeler(routes: Record<string, ManifestRoute | undefined>) {
  const branches = flatten(Object.values(routes).filter((route) => route !== undefined));
  return (pathname: string) => {
    if (pathname === "/__manifest") return pathname;
    const data = pathname.endsWith(".data");
    const path = !data ? pathname : pathname === "/_root.data" ? "/" : pathname.slice(0, -5);
    const found = branches.find((branch) => branch.matcher.test(path));
    const label = found ? found.label : "unmatched";
    return data ? `${label}.data` : label;
  };
}

/**
 * The id of the route React Router would answer a path with (its action runs for a POST), by
 * the same rules as `documentRouteLabeler`; undefined when none matches.
 */
export function documentRouteIdFinder(routes: Record<string, ManifestRoute | undefined>) {
  const branches = flatten(Object.values(routes).filter((route) => route !== undefined));
  return (pathname: string) => {
    const path = !pathname.endsWith(".data")
      ? pathname
      : pathname === "/_root.data"
        ? "/"
        : pathname.slice(0, -5);
    return branches.find((branch) => branch.matcher.test(path))?.id;
  };
}

type Branch = { id: string; label: string; score: number; order: number[]; matcher: RegExp };

function flatten(routes: ManifestRoute[]) {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of routes) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const branches: Branch[] = [];
  const visit = (parentId: string | undefined, parentPath: string, order: number[]) => {
    (children.get(parentId) ?? []).forEach((route, index) => {
      const relative = route.path ?? "";
      const exploded = relative.includes("?") ? explodeOptionalSegments(relative) : [relative];
      for (const path of exploded) {
        const full = joinPaths(parentPath, path);
        visit(route.id, full, [...order, index]);
        if (route.path === undefined && !route.index) continue;
        branches.push({
          id: route.id,
          label: joinPaths(parentPath, relative),
          score: score(full, route.index === true),
          order: [...order, index],
          matcher: compile(full),
        });
      }
    });
  };
  visit(undefined, "", []);
  return branches.sort((a, b) => b.score - a.score || compareSiblings(a.order, b.order));
}

const joinPaths = (parent: string, child: string) =>
  `/${[parent, child].join("/")}`.replace(/\/\/+/g, "/").replace(/(.)\/$/, "$1");

function explodeOptionalSegments(path: string): string[] {
  const [first = "", ...rest] = path.split("/");
  const optional = first.endsWith("?");
  const required = first.replace(/\?$/, "");
  if (rest.length === 0) return optional ? [required, ""] : [required];
  const tails = explodeOptionalSegments(rest.join("/"));
  const result = tails.map((tail) => (tail === "" ? required : `${required}/${tail}`));
  if (optional) result.push(...tails);
  return result;
}

function score(path: string, index: boolean) {
  const segments = path.split("/");
  let total = segments.length + (segments.includes("*") ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

function compareSiblings(a: number[], b: number[]) {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? a[a.length - 1]! - b[b.length - 1]! : 0;
}

function compile(path: string) {
  let source = "";
  for (const segment of path.split("/").filter(Boolean)) {
    if (segment === "*") {
      source += "(?:/.*)?";
      break;
    }
    source += segment.startsWith(":")
      ? "/[^/]+"
      : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
  }
  return new RegExp(`^${source}/?$`, "i");
}
