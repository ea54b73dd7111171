import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * What the practice session's 3D code weighs in the production build, read from the built
 * chunks themselves (build/client/assets): the chunk a page loads with `import()` when a session
 * starts, with everything it imports that the page has not already loaded; and which pages
 * would load three.js without starting a session (none may: docs/product/practice.md#practice-session, decision 0040).
 */
const assetsDir = "build/client/assets";
const staticImport = /(?:\bfrom|\bimport)\s*["`]\.\/([^"`]+\.js)["`]/g;
const dynamicImport = /\bimport\(["`]\.\/([^"`]+\.js)["`]\)/g;
// three.js's renderer keeps this flag through minification; the chunk that has it is 3D code.
const threeMarker = "isWebGLRenderer";

const read = (file: string) => readFileSync(join(assetsDir, file), "utf8");

function matches(text: string, pattern: RegExp) {
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** `file` and every chunk it imports statically, directly or not. */
export function staticClosure(file: string) {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...matches(read(next), staticImport));
  }
  return seen;
}

export function gzippedKilobytes(files: Iterable<string>) {
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(join(assetsDir, file)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

type RouteEntry = { module: string; imports?: string[] };

/** React Router's client manifest: each route's module and its static imports. */
export function routeManifest() {
  const file = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assetsDir}: build first`);
  const text = read(file)
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, "");
  const manifest = JSON.parse(text) as { entry: RouteEntry; routes: Record<string, RouteEntry> };
  return manifest;
}

const baseName = (path: string) => path.replace(/^\/?assets\//, "");

/** The JavaScript a route's page loads by itself (entry, root, the route), before any import(). */
export function pageClosure(routeId: string) {
  const { entry, routes } = routeManifest();
  const files = new Set<string>();
  for (const part of [entry, routes.root, routes[routeId]]) {
    if (!part) throw new Error(`no route ${routeId} in the manifest`);
    for (const path of [part.module, ...(part.imports ?? [])]) {
      for (const file of staticClosure(baseName(path))) files.add(file);
    }
  }
  return files;
}

const chunkFiles = () => readdirSync(assetsDir).filter((name) => name.endsWith(".js"));

/** Chunks holding three.js. */
export function threeChunks() {
  return new Set(chunkFiles().filter((file) => read(file).includes(threeMarker)));
}

/** Each chunk that loads the 3D scene with import(), and what that import downloads. */
export function sceneLoads() {
  const three = threeChunks();
  return chunkFiles().flatMap((importer) =>
    matches(read(importer), dynamicImport)
      .filter((target) => [...staticClosure(target)].some((file) => three.has(file)))
      .map((target) => {
        const already = staticClosure(importer);
        const downloaded = [...staticClosure(target)].filter((file) => !already.has(file));
        return {
          importer,
          chunk: target,
          files: downloaded,
          kilobytes: gzippedKilobytes(downloaded),
        };
      }),
  );
}

/** Routes whose page loads three.js before a session starts: there must be none. */
export function routesLoadingThree() {
  const three = threeChunks();
  return Object.keys(routeManifest().routes).filter((routeId) =>
    [...pageClosure(routeId)].some((file) => three.has(file)),
  );
}
