import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { markCompactCounter } from "../support/gc-trace";
import { startProcess } from "../support/measure";

const floorDir = "bench/render-floor";
const floorBuild = `${floorDir}/build/server/index.js`;
const floorSources = [
  `${floorDir}/app`,
  `${floorDir}/react-router.config.ts`,
  `${floorDir}/vite.config.ts`,
  "package-lock.json",
];

/** `react-router build` of the floor app into bench/render-floor/build, when a source changed. */
export function buildFloor() {
  if (existsSync(floorBuild) && statSync(floorBuild).mtimeMs > newest(floorSources)) return;
  const result = spawnSync("react-router", ["build", floorDir], {
    encoding: "utf8",
    env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
  });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`the floor app's build failed (${result.status})`);
  }
}

/**
 * The floor's server on the server core, with `node`; production, as `npm start` runs ours;
 * tracing its garbage collections as Clinova's are (`markCompacts`).
 */
export async function startFloor(node: string, port: number) {
  const child = await startProcess(
    ["--trace-gc", "--import", "tsx", `${floorDir}/server.ts`],
    { PORT: String(port), NODE_ENV: "production" },
    `http://127.0.0.1:${port}/`,
    node,
    true,
  );
  return { child, markCompacts: markCompactCounter(child.stdout!) };
}

function newest(paths: string[]): number {
  return Math.max(
    ...paths.map((path) => {
      const stat = statSync(path);
      if (!stat.isDirectory()) return stat.mtimeMs;
      return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest([join(path, name)])));
    }),
  );
}
