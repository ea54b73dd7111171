import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { documentRouteIdFinder, documentRouteLabeler } from "./route-label";
import { patternOfMatches } from "./route-pattern";

type Node = { id: string; path?: string; index?: boolean; children: Node[] };

async function builtRoutes() {
  const path = pathToFileURL(resolve("build/server/index.js")).href;
  return ((await import(/* @vite-ignore */ path)) as ServerBuild).routes;
}

/** React Router's own answer, from the same manifest as a route tree. */
function reactRouterTree(routes: ServerBuild["routes"]) {
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (route)
      nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  }
  const roots: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    (route.parentId ? nodes.get(route.parentId)!.children : roots).push(nodes.get(route.id)!);
  }
  return roots;
}

/** Addresses each route answers: parameters filled in, optional segments there and not. */
function samplePaths(routes: ServerBuild["routes"]) {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    return route ? `${fullPath(route.parentId)}/${route.path ?? ""}` : "";
  };
  const paths = new Set<string>(["/", "/nowhere/at/all", "/BLOG", "/pricing/"]);
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const pattern = fullPath(route.id).replace(/\/+/g, "/");
    const filled = pattern
      .replace(/:[\w-]+\?/g, "opt-1")
      .replace(/:[\w-]+/g, "id-42")
      .replace("*", "deep/er");
    const without = pattern.replace(/\/:[\w-]+\?/g, "").replace(/:[\w-]+/g, "x");
    for (const path of [filled, without]) paths.add(path.replace(/(.)\/$/, "$1") || "/");
  }
  return [...paths];
}

// The build alone is under test, no database: once, in the PGlite project.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("the route label of a page", () => {
  it("is the pattern React Router matches, for every route of the build", async () => {
    const routes = await builtRoutes();
    const label = documentRouteLabeler(routes);
    const tree = reactRouterTree(routes);
    const paths = samplePaths(routes);
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) {
      const matches = matchRoutes(tree as RouteObject[], path) ?? [];
      expect({ path, label: label(path) }).toEqual({ path, label: patternOfMatches(matches) });
    }
  });

  it("and its route id is the one whose action React Router runs", async () => {
    const routes = await builtRoutes();
    const idOf = documentRouteIdFinder(routes);
    const tree = reactRouterTree(routes);
    for (const path of samplePaths(routes)) {
      const matches = matchRoutes(tree as RouteObject[], path) ?? [];
      expect({ path, id: idOf(path) }).toEqual({ path, id: matches.at(-1)?.route.id });
    }
    expect(idOf("/careers.data")).toBe("routes/marketing/careers");
  });

  it("names data requests and the route manifest apart, never by their ids", async () => {
    const label = documentRouteLabeler(await builtRoutes());
    expect(label("/course/123/start/456")).toBe("/course/:courseId/start/:lessonId?");
    expect(label("/course/123/start/456.data")).toBe("/course/:courseId/start/:lessonId?.data");
    expect(label("/_root.data")).toBe("/.data");
    expect(label("/__manifest")).toBe("/__manifest");
    expect(label("/no/such/page")).toBe("/*");
  });
});
