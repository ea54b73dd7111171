import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { writeFileSync } from "node:fs";
import { precompress } from "./precompress";
import { buildStampPath, newestSourceChange } from "./build-freshness";

/**
 * React Router 7.18 still hands its internal Vite servers `envFile: false`, which Vite 8.1+
 * calls deprecated once per server (about 8 lines a build). No configuration of ours reaches
 * those servers; React Router 8 fixed it (remix-run/react-router#15230). Decision 0051.
 */
const knownNotices = [/The `envFile` option is deprecated, please use `envDir: false` instead\./];

function withoutKnownNotices(text: string) {
  return text
    .split(/(?<=\n)/)
    .filter((line) => !knownNotices.some((notice) => notice.test(line)))
    .join("");
}

function failed(step: string, result: SpawnSyncReturns<string>) {
  if (result.status === 0) return false;
  console.error(`The build failed at ${step}.`);
  return true;
}

/**
 * `react-router build`, then precompressed assets and a stamp that says what was built. Always
 * a production build: Vite keeps a NODE_ENV it is given, and under Vitest (NODE_ENV=test) the
 * client would get React's development build, which runs every effect twice.
 *
 * Quiet when all is well: Vite at its `warn` level (no table of every file), and one line at the
 * end. Warnings and errors still show; when a step fails, everything it printed is shown.
 */
export function build() {
  const started = performance.now();
  const startedAt = newestSourceChange();
  const env = { ...process.env, NODE_ENV: "production" };
  const bundle = spawnSync("react-router", ["build", "--logLevel", "warn"], {
    stdio: ["ignore", "inherit", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    shell: false,
    env: { ...env, PATH: `node_modules/.bin:${process.env.PATH}` },
  });
  process.stderr.write(bundle.status === 0 ? withoutKnownNotices(bundle.stderr) : bundle.stderr);
  if (failed("react-router build", bundle)) process.exit(bundle.status ?? 1);

  // /sw.js from the client build's manifest, in a process of its own (it loads the server build).
  // Its one line of figures is shown only if it fails.
  const worker = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build-service-worker.ts"],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", shell: false, env },
  );
  if (failed("the service worker", worker)) {
    process.stdout.write(worker.stdout);
    process.exit(worker.status ?? 1);
  }
  const files = precompress("build/client");
  writeFileSync(buildStampPath, String(startedAt));
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`Built in ${seconds} s (${worker.stdout.trim()}; ${files} files precompressed).`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
