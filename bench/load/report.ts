import type { Figure } from "../support/measure";
import type { CpuShares } from "./cpu-shares";
import type { LoadFigures } from "./driver";
import type { RouteCost } from "./route-costs";

const met = (ok: boolean) => (ok ? "yes" : "**no**");
const cores = (value: number) => value.toFixed(2);

export const goals = { p99Ms: 100, healthRatioPercent: 70 };

/** The mixed run: one row per route, then the whole. */
export function printMixedRun(
  figures: LoadFigures,
  run: { connections: number; seconds: number; cpu: CpuShares },
) {
  console.log(
    `\nMixed signed-in run: ${run.connections} connections (a session each), ${run.seconds} s, closed loop.`,
  );
  console.log(
    "| route | requests | p50 (ms) | p99 (ms) | max (ms) | non-2xx/3xx | socket errors |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const route of figures.routes) {
    const cells = [
      route.label,
      route.count,
      route.p50,
      route.p99,
      route.max,
      route.badStatus,
      route.socketErrors,
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  const bad = figures.routes.reduce((sum, route) => sum + route.badStatus, 0);
  const socket = figures.routes.reduce((sum, route) => sum + route.socketErrors, 0);
  console.log(
    `| **all** | ${figures.total} | ${figures.p50} | ${figures.p99} | | ${bad} | ${socket} |`,
  );
  console.log(
    `\nTotal: ${figures.requestsPerSecond} requests/s over ${figures.elapsedSeconds.toFixed(1)} s.`,
  );
  const worstP99 = Math.max(...figures.routes.map((route) => route.p99));
  console.log(
    `Goal: zero errors (${figures.errors}: ${met(figures.errors === 0)}); p99 ≤ ${goals.p99Ms} ms ` +
      `(all requests ${figures.p99} ms: ${met(figures.p99 <= goals.p99Ms)}; ` +
      `slowest route ${worstP99} ms: ${met(worstP99 <= goals.p99Ms)}).`,
  );
  for (const route of figures.routes) {
    for (const example of route.examples) console.log(`  ${route.label}: ${example}`);
  }
  const { cpu } = run;
  const perRequest = (share: number) =>
    (share * figures.elapsedSeconds * 1_000_000) / figures.total;
  console.log(
    `CPU in cores while it ran: server ${cores(cpu.server)}, PostgreSQL (this database's ` +
      `backends) ${cores(cpu.database)}, load generator ${cores(cpu.generator)}, other work on ` +
      `the machine ${cores(cpu.rest)}; machine busy ${cores(cpu.busy)} of 2.`,
  );
  const serverMicros = perRequest(cpu.server);
  // The server's JavaScript runs on one thread: one core's worth of CPU is its ceiling, and in a
  // closed loop the mean latency is the connections over the rate (Little's law).
  const ceiling = 1_000_000 / serverMicros;
  console.log(
    `Per request: server ${Math.round(serverMicros)} µs of CPU, PostgreSQL ` +
      `${Math.round(perRequest(cpu.database))} µs. At that cost one core serves at most ` +
      `${Math.round(ceiling)} requests/s, so ${run.connections} connections wait at least ` +
      `${Math.round((run.connections / ceiling) * 1000)} ms on average.`,
  );
}

/** The health probe against the bare hello-world, same connections, same core. */
export function printHealthRatio(hello: Figure, health: Figure, rounds: number, seconds: number) {
  console.log(
    `\n| target | requests/s | p99 (ms) | unexpected status | server CPU per request (µs) |`,
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const figure of [hello, health]) {
    const cells = [
      figure.label,
      figure.requestsPerSecond,
      figure.p99,
      figure.non2xx,
      figure.cpuMicrosPerRequest ?? "",
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
  const ratio = Math.round((health.requestsPerSecond / hello.requestsPerSecond) * 100);
  console.log(
    `\nGET /api/health at ${ratio}% of the bare Hono hello-world ` +
      `(goal ≥ ${goals.healthRatioPercent}%: ${met(ratio >= goals.healthRatioPercent)}).`,
  );
  if (hello.cpuMicrosPerRequest && health.cpuMicrosPerRequest) {
    const byCpu = Math.round((hello.cpuMicrosPerRequest / health.cpuMicrosPerRequest) * 100);
    console.log(`By server CPU per request instead: ${byCpu}%.`);
  }
  console.log(`Medians of ${rounds} interleaved rounds of ${seconds} s each (autocannon).`);
}

/**
 * Server CPU per request of each route alone, and what the mixed run's shares of the routes make
 * of them: the CPU one request of the mix costs on average, and the most a core could serve.
 */
export function printRouteCosts(costs: RouteCost[], figures: LoadFigures, requests: number) {
  console.log(`
Each route alone (${requests} requests, one connection):`);
  console.log(
    "| route | server CPU per request (µs) | p50 (ms) | SQL statements | share of the mix |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: |");
  let weighted = 0;
  for (const cost of costs) {
    const share = (figures.routes.find((r) => r.label === cost.label)?.count ?? 0) / figures.total;
    weighted += share * cost.cpuMicros;
    console.log(
      `| ${cost.label} | ${cost.cpuMicros} | ${cost.p50} | ${cost.queries} | ${(share * 100).toFixed(1)}% |`,
    );
  }
  console.log(
    `One request of the mix costs the server ${Math.round(weighted)} µs of CPU on average: ` +
      `at most ${Math.round(1_000_000 / weighted)} requests/s on one core, before PostgreSQL's share.`,
  );
}
