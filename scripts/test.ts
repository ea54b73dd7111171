import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "./build";
import { buildIsStale } from "./build-freshness";

// `npm test`: unit and integration tests (Vitest) and the browser journeys (Playwright) against
// the built server, one after the other (decision 0051: side by side was measured slower and
// flakier on two cores). `--side-by-side` overlaps them, for a machine with cores to spare;
// each printing as it goes; `--e2e-only` runs the journeys alone.
const env = { ...process.env, PATH: `node_modules/.bin:${process.env.PATH}` };
const e2eOnly = process.argv.includes("--e2e-only");
const oneAtATime = !process.argv.includes("--side-by-side");

// Each step's time, printed when the run ends (CI prints its phases too: .ci/run).
const started = performance.now();
const times: string[] = [];
process.on("exit", () => {
  if (times.length === 0) return;
  const summary = `${times.join(", ")}; ${seconds(started)} s in all`;
  console.log(`\nnpm test: ${summary}`);
  // .ci/run repeats it in its own summary at the very end.
  if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, summary);
});
const seconds = (since: number) => Math.round((performance.now() - since) / 1000);

/** Runs a command to its end; its output goes to the terminal, or to `logFile` when given. */
function run(
  command: string,
  args: string[],
  extra: Record<string, string> = {},
  logFile?: string,
) {
  const since = performance.now();
  const output = logFile ? openSync(logFile, "w") : "inherit";
  const child = spawn(command, args, {
    stdio: ["ignore", output, output],
    env: { ...env, ...extra },
  });
  return new Promise<{ name: string; status: number; seconds: number }>((resolve) => {
    child.on("close", (code, signal) => {
      if (typeof output === "number") closeSync(output);
      resolve({ name: command, status: code ?? (signal ? 1 : 0), seconds: seconds(since) });
    });
  });
}

// One production build for both: Vitest's global setup and Playwright's server use it as is.
if (buildIsStale()) {
  const since = performance.now();
  build();
  times.push(`build ${seconds(since)} s`);
}

const chromium =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : "");
if (!chromium) {
  // No system Chromium: Playwright's own build, where its download site is reachable.
  const installed = await run("playwright", ["install", "chromium"]);
  if (installed.status !== 0) process.exit(installed.status);
}

const e2ePort = Number(process.env.E2E_PORT ?? 3100 + Math.floor(Math.random() * 200) * 4);
const e2eEnv = {
  CHROMIUM_PATH: chromium,
  E2E_PORT: String(e2ePort),
  E2E_DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-e2e-")),
  E2E_MAIL_DIR: mkdtempSync(join(tmpdir(), "clinova-e2e-mail-")),
};

const results = [];
if (e2eOnly) {
  results.push(await run("playwright", ["test"], e2eEnv));
} else if (oneAtATime) {
  results.push(await run("vitest", ["run"]));
  if (results[0]!.status === 0) results.push(await run("playwright", ["test"], e2eEnv));
} else {
  // Vitest prints as it goes; Playwright's report is kept and printed once Vitest is done, so
  // the two never interleave.
  const playwrightLog = join(mkdtempSync(join(tmpdir(), "clinova-playwright-")), "report.txt");
  const journeys = run("playwright", ["test"], e2eEnv, playwrightLog);
  results.push(await run("vitest", ["run"]));
  const playwright = await journeys;
  console.log(`\nPlaywright (ran alongside Vitest, for ${playwright.seconds} s):\n`);
  process.stdout.write(readFileSync(playwrightLog, "utf8"));
  results.push(playwright);
}

for (const result of results) times.push(`${result.name} ${result.seconds} s`);
const failed = results.find((result) => result.status !== 0);
if (failed) {
  console.error(`\n${failed.name} failed (exit ${failed.status}).`);
  process.exit(failed.status);
}
