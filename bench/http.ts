import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { pinLoadGenerator, pinningNote } from "./support/cores";
import {
  measure,
  measureInRounds,
  printFigures,
  startProcess,
  stopProcess,
} from "./support/measure";

// `npm run bench:http`: the production server next to a bare Hono hello-world, same run, same machine.
if (buildIsStale()) build();
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const helloPort = 3901;
const appPort = 3902;
pinLoadGenerator();

const hello = await startProcess(
  ["--import", "tsx", "bench/support/hello-server.ts"],
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/`,
);
const app = await startProcess(
  ["--import", "tsx", "server/main.ts"],
  {
    PORT: String(appPort),
    DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-bench-")),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
  `http://127.0.0.1:${appPort}/api/health`,
);

try {
  // Warm up both servers (and fill the page cache) before measuring.
  await measure("warm-up", `http://127.0.0.1:${helloPort}/`, { seconds: 2 });
  await measure("warm-up", `http://127.0.0.1:${appPort}/`, { seconds: 3 });
  const gzip = { "accept-encoding": "gzip" };
  const figures = await measureInRounds(
    [
      {
        label: "bare Hono hello-world",
        url: `http://127.0.0.1:${helloPort}/`,
        serverPid: hello.pid,
      },
      {
        label: "GET /api/health",
        url: `http://127.0.0.1:${appPort}/api/health`,
        serverPid: app.pid,
      },
      {
        label: "GET / (signed out, page cache)",
        url: `http://127.0.0.1:${appPort}/`,
        headers: gzip,
        serverPid: app.pid,
      },
      {
        // Any cookie skips the cache: this is a full server render of the same page.
        label: "GET / (fresh server render)",
        url: `http://127.0.0.1:${appPort}/`,
        headers: { ...gzip, cookie: "bench=1" },
        serverPid: app.pid,
      },
    ],
    rounds,
    seconds,
  );
  printFigures(figures);
  const [bare, health, cached, fresh] = figures;
  if (bare && health && cached && fresh) {
    const ratio = Math.round((health.requestsPerSecond / bare.requestsPerSecond) * 100);
    const speedUp = (cached.requestsPerSecond / fresh.requestsPerSecond).toFixed(1);
    console.log(`\n/api/health runs at ${ratio}% of the bare hello-world (goal: at least 70%).`);
    if (bare.cpuMicrosPerRequest && health.cpuMicrosPerRequest) {
      const cpuRatio = Math.round((bare.cpuMicrosPerRequest / health.cpuMicrosPerRequest) * 100);
      console.log(`Measured by server CPU per request instead, it would run at ${cpuRatio}%.`);
    }
    console.log(`Cached / serves ${speedUp}× the requests of a fresh render (goal: at least 3×).`);
    console.log(`Medians of ${rounds} interleaved rounds of ${seconds} s each, 10 connections.`);
    console.log(pinningNote());
  }
} finally {
  await stopProcess(app);
  await stopProcess(hello);
}
