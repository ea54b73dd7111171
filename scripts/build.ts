import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { precompress } from "./precompress";
import { buildStampPath, newestSourceChange } from "./build-freshness";

/**
 * `react-router build`, then precompressed assets and a stamp that says what was built. Always
 * a production build: Vite keeps a NODE_ENV it is given, and under Vitest (NODE_ENV=test) the
 * client would get React's development build, which runs every effect twice.
 */
export function build() {
  const startedAt = newestSourceChange();
  const result = spawnSync("react-router", ["build"], {
    stdio: "inherit",
    shell: false,
    env: { ...process.env, NODE_ENV: "production", PATH: `node_modules/.bin:${process.env.PATH}` },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // /sw.js from the client build's manifest, in a process of its own (it loads the server build).
  const worker = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build-service-worker.ts"],
    {
      stdio: "inherit",
      shell: false,
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (worker.status !== 0) process.exit(worker.status ?? 1);
  const files = precompress("build/client");
  writeFileSync(buildStampPath, String(startedAt));
  console.log(`precompressed ${files} files`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
