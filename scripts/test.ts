import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "./build";
import { buildIsStale } from "./build-freshness";

// `npm test`: unit and integration tests, then the browser journeys against the built server.
const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` };
// Each step's time, printed when the run ends (CI prints its phases too: .ci/run).
const times: string[] = [];
process.on("exit", () => {
  if (times.length > 0) console.log(`\nnpm test: ${times.join(", ")}`);
});
const timed = <T>(step: string, work: () => T): T => {
  const started = performance.now();
  try {
    return work();
  } finally {
    times.push(`${step} ${Math.round((performance.now() - started) / 1000)} s`);
  }
};
const run = (command: string, args: string[], extra: Record<string, string> = {}) => {
  const result = timed(`${command} ${args[0] ?? ""}`.trim(), () =>
    spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extra } }),
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.argv.includes("--e2e-only")) run("vitest", ["run"]);

if (buildIsStale()) timed("build", build);

const chromium =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : "");
if (!chromium) {
  // No system Chromium: Playwright's own build, where its download site is reachable.
  run("playwright", ["install", "chromium"]);
}

const e2ePort = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 200) * 4);
run("playwright", ["test"], {
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(e2ePort),
  E2E_DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-e2e-")),
  E2E_MAIL_DIR: mkdtempSync(join(tmpdir(), "clinova-e2e-mail-")),
});
