import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { build } from "vite";
import { aliases } from "../vite.config";

const clientDir = "build/client";
const entry = "app/features/learning/offline/service-worker/sw.ts";
// The screens a learner opens offline: their code is fetched when the worker installs.
const learnerRoutes = [
  "root",
  "routes/layouts/learning-layout",
  "routes/learn/dashboard",
  "routes/learn/course",
  "routes/learn/lesson-player",
];
const publicFiles = [
  "/offline.html",
  "/manifest.webmanifest",
  "/favicon.svg",
  "/icons/app-icon-192.png",
  "/icons/app-icon-512.png",
];

/** The learner screens' modules and styles, from the React Router build's own manifest. */
export function precacheList(assets: ServerBuild["assets"]) {
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of learnerRoutes) {
    const route = assets.routes[id];
    if (!route) throw new Error(`the route ${id} is not in the build: update learnerRoutes`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
      files.add(file);
  }
  for (const file of lazyChunks(files)) files.add(file);
  // The root stylesheet is linked, not imported, so the manifest does not list it.
  for (const name of readdirSync(join(clientDir, "assets"))) {
    if (name.endsWith(".css")) files.add(`/assets/${name}`);
  }
  return [...files, ...publicFiles];
}

// A chunk loaded on demand (the account menu, the toaster) is fetched at install too, unless it
// is large: those are kept the first time they load online.
const largestLazyChunk = 250_000;
const chunkReference = /["'`]\.\/([\w.-]+\.js)["'`]/g;

/** Every chunk the given modules import, statically or on demand, and those chunks' own. */
function lazyChunks(modules: Iterable<string>) {
  const found = new Set<string>();
  const pending = [...modules].filter((file) => file.startsWith("/assets/"));
  for (let file = pending.pop(); file; file = pending.pop()) {
    const source = readFileSync(join(clientDir, file), "utf8");
    for (const [, name] of source.matchAll(chunkReference)) {
      const chunk = `/assets/${name}`;
      if (found.has(chunk)) continue;
      if (statSync(join(clientDir, chunk), { throwIfNoEntry: false })?.isFile() !== true) continue;
      if (statSync(join(clientDir, chunk)).size > largestLazyChunk) continue;
      found.add(chunk);
      pending.push(chunk);
    }
  }
  return found;
}

/**
 * Builds /sw.js (decision 0041) after `react-router build`: one classic script (every browser
 * with service workers runs it), the precache list and the build's version written in, so a new
 * build is a new worker.
 */
export async function buildServiceWorker() {
  const server = (await import(
    pathToFileURL(resolve("build/server/index.js")).href
  )) as ServerBuild;
  const precache = precacheList(server.assets);
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: aliases },
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __SW_VERSION__: JSON.stringify(server.assets.version),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry, formats: ["iife"], name: "clinovaServiceWorker", fileName: () => "sw.js" },
    },
  });
  return precache.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(`service worker: ${await buildServiceWorker()} files precached`);
}
