import { existsSync, readdirSync } from "node:fs";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { serveStatic } from "@hono/node-server/serve-static";

const immutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=3600, must-revalidate";
// The service worker is checked for a new version on every visit (decision 0041).
const serviceWorker = "no-cache";

/**
 * Serves the built client. Hashed files under /assets are cached for a year; the rest for an
 * hour. Routes are registered per top-level entry rather than on `*`, so page requests never
 * touch the file system. Precompressed .br/.gz siblings are made at build time.
 */
export function mountStaticFiles(app: Hono<AppEnv>, clientDir: string) {
  if (!existsSync(clientDir)) return;
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.name.endsWith(".gz") || entry.name.endsWith(".br")) continue;
    const cacheControl =
      entry.name === "assets" ? immutable : entry.name === "sw.js" ? serviceWorker : revalidate;
    const handler = serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header("Cache-Control", cacheControl);
        // Hono's table lacks WebVTT; with nosniff, captions need their real type.
        if (path.endsWith(".vtt")) c.header("Content-Type", "text/vtt; charset=utf-8");
      },
    });
    app.get(entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`, handler);
  }
}
