import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const buildStampPath = "build/.source-mtime";
const sources = [
  "app",
  "common",
  "server",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    // Tests are not part of the build: editing one needs no new build.
    if (/\.test\.tsx?$/.test(name)) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

export function newestSourceChange() {
  return Math.max(...sources.map(newest));
}

/** True when no build exists or a source changed since the last one. */
export function buildIsStale() {
  if (!existsSync("build/server/index.js") || !existsSync(buildStampPath)) return true;
  return Number(readFileSync(buildStampPath, "utf8")) < newestSourceChange();
}
