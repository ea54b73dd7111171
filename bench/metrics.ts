import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { databaseHealth } from "../server/http/health";
import { createLogger } from "../server/logger";
import { createMetrics } from "../server/metrics/metrics";
import { documentRouteLabeler } from "../server/metrics/route-label";
import { seedAll } from "../server/db/seed/seed";
import { startTestApp, type TestApp } from "../tests/support/test-app";

// `npm run bench:metrics`: what counting requests for /metrics costs on the hot path, in this
// process (no sockets, so the figure is the app's own work): CPU µs per request with metrics on
// and off, interleaved rounds, plus the label and the observation alone. Indicative on a busy
// machine: compare the two columns of one run, not runs.
if (buildIsStale()) build();
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.BENCH_REQUESTS ?? 400);
const logger = createLogger("silent");

const off = await startTestApp({ METRICS_TOKEN: "" });
const metrics = createMetrics({
  database: off.database,
  health: databaseHealth(off.database, logger),
});
const on = await startTestApp({ METRICS_TOKEN: "m".repeat(32) }, undefined, { metrics });
await seedAll(off.database.db);
await seedAll(on.database.db);

const targets = [
  { label: "GET /api/nothing (404 JSON: middleware only)", path: "/api/nothing" },
  { label: "GET /pricing (server render)", path: "/pricing" },
  { label: "GET /blog/missing (404 page render)", path: "/blog/missing" },
];

async function cpuPerRequest(app: TestApp, path: string) {
  const before = process.cpuUsage();
  for (let i = 0; i < perRound; i++) await (await app.request(path)).arrayBuffer();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / perRound;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log("| request | CPU µs/request, metrics off | metrics on | difference |");
console.log("| --- | ---: | ---: | ---: |");
for (const target of targets) {
  for (const app of [off, on]) await cpuPerRequest(app, target.path); // warm-up
  const offs: number[] = [];
  const ons: number[] = [];
  for (let round = 0; round < rounds; round++) {
    offs.push(await cpuPerRequest(off, target.path));
    ons.push(await cpuPerRequest(on, target.path));
  }
  const [a, b] = [median(offs), median(ons)];
  console.log(`| ${target.label} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(b - a).toFixed(1)} |`);
}

const buildPath = pathToFileURL(join(process.cwd(), "build/server/index.js")).href;
const serverBuild = (await import(buildPath)) as ServerBuild;
const label = documentRouteLabeler(serverBuild.routes);
const paths = [
  "/",
  "/course/abc/start/def",
  "/blog/some-article",
  "/no/such/page",
  "/pricing.data",
];
const n = 200_000;
let started = performance.now();
for (let i = 0; i < n; i++) label(paths[i % paths.length]!);
const labelMicros = ((performance.now() - started) * 1000) / n;
started = performance.now();
for (let i = 0; i < n; i++) metrics.observeRequest("GET", paths[i % paths.length]!, 200, 0.004);
const observeMicros = ((performance.now() - started) * 1000) / n;
console.log(
  `\nThe page's route label: ${labelMicros.toFixed(2)} µs; one histogram observation: ${observeMicros.toFixed(2)} µs.`,
);
console.log(`Medians of ${rounds} interleaved rounds of ${perRound} sequential requests each.`);
metrics.close();
await on.close();
await off.close();
