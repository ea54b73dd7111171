import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { precompress } from "./precompress";
import { buildStampPath, newestSourceChange } from "./build-freshness";

/** `react-router build`, then precompressed assets and a stamp that says what was built. */
export function build() {
  const startedAt = newestSourceChange();
  const result = spawnSync("react-router", ["build"], {
    stdio: "inherit",
    shell: false,
    env: { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const files = precompress("build/client");
  writeFileSync(buildStampPath, String(startedAt));
  console.log(`precompressed ${files} files`);
}

if (import.meta.url === `file://${process.argv[1]}`) build();
