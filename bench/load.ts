import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { count, sql } from "drizzle-orm";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { assessmentResults, userNotes } from "../server/db/schema";
import { freePort } from "../scripts/support/local-ports";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";
import { moveToServerCore, pinLoadGenerator, pinningNote } from "./support/cores";
import { measure, measureInRounds, startProcess, stopProcess } from "./support/measure";
import { cpuShares } from "./load/cpu-shares";
import { runClosedLoop, type LoadFigures } from "./load/driver";
import { seededLearners, type Learner } from "./load/learners";
import { printHealthRatio, printMixedRun, printRouteCosts } from "./load/report";
import { routeCosts } from "./load/route-costs";
import { learnerScript, learnerVisit, locationOf, routeLabels } from "./load/scenario";

// `npm run bench:load` (decision 0033): a mixed signed-in scenario on PostgreSQL (a database of its
// own, created and dropped here, with the seeded demo content) against the built server, then
// its /api/health against a bare Hono hello-world at the same connections on the same core.
// Flags (or env): --connections (BENCH_CONNECTIONS, 20), --seconds (BENCH_SECONDS, 60),
// --warmup (BENCH_WARMUP_SECONDS, 10), --health-seconds (BENCH_HEALTH_SECONDS, 5),
// --rounds (BENCH_ROUNDS, 3) for the health ratio, --cost-requests (BENCH_COST_REQUESTS, 100)
// of each route alone for its CPU cost (0: none), --cpu-prof DIR (BENCH_CPU_PROF) to write the
// server's V8 CPU profile of the whole run into DIR when it stops.
const { values: flags } = parseArgs({
  options: {
    connections: { type: "string", default: process.env.BENCH_CONNECTIONS ?? "20" },
    seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "60" },
    warmup: { type: "string", default: process.env.BENCH_WARMUP_SECONDS ?? "10" },
    "health-seconds": { type: "string", default: process.env.BENCH_HEALTH_SECONDS ?? "5" },
    rounds: { type: "string", default: process.env.BENCH_ROUNDS ?? "3" },
    "cost-requests": { type: "string", default: process.env.BENCH_COST_REQUESTS ?? "100" },
    "cpu-prof": { type: "string", default: process.env.BENCH_CPU_PROF },
  },
});
const connections = positive("connections", flags.connections);
const seconds = positive("seconds", flags.seconds);
const warmupSeconds = Number(flags.warmup);
const healthSeconds = positive("health-seconds", flags["health-seconds"]);
const rounds = positive("rounds", flags.rounds);
const costRequests = Number(flags["cost-requests"]);

const profileArgs = flags["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${flags["cpu-prof"]}`] : [];

if (buildIsStale()) build();
const pinnedGenerator = pinLoadGenerator();
const helloPort = await freePort();
const hello = await startProcess(
  ["--import", "tsx", "bench/support/hello-server.ts"],
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/`,
);
const authSecret = randomBytes(32).toString("hex");
const app = await startPostgresAppServer(
  {
    AUTH_SECRET: authSecret,
    NODE_ENV: "production",
    // The learners sign up from addresses of their own, through the loopback "proxy".
    TRUSTED_PROXIES: "127.0.0.1",
    // One server, limits in its memory, whatever this shell's environment says.
    REDIS_URL: "",
  },
  // Both cores for the mixed run, as on this machine in production; pinned for the ratio below.
  (nodeArgs) => [process.execPath, [...profileArgs, ...nodeArgs]],
).catch(async (error: unknown) => {
  await stopProcess(hello);
  throw error;
});
const stopAll = async () => {
  await app.stop();
  await stopProcess(hello);
};
process.once("SIGINT", () => void stopAll().finally(() => process.exit(130)));

try {
  const setupStart = performance.now();
  const learners = await seededLearners(app.baseURL, app.db, connections);
  const stepsPerVisit = learnerVisit(app.baseURL, learners[0]!, 0, "/result").length;
  const scripts = () =>
    learners.map((learner, i) =>
      learnerScript(app.baseURL, learner, Math.floor((i * stepsPerVisit) / learners.length)),
    );
  const setupSeconds = ((performance.now() - setupStart) / 1000).toFixed(1);

  if (warmupSeconds > 0) {
    const warm = await runClosedLoop(app.baseURL, scripts(), { seconds: warmupSeconds });
    console.log(`Warm-up: ${warm.total} requests in ${warmupSeconds} s, ${warm.errors} errors.`);
  }
  const before = await writtenRows();
  const cpu = await cpuShares(app.pid!, databaseBackends);
  const figures = await runClosedLoop(app.baseURL, scripts(), { seconds });
  const cpuUsed = await cpu();
  const after = await writtenRows();

  const costs = costRequests > 0 ? await costsOfRoutes(learners[1] ?? learners[0]!) : [];

  const pinned = moveToServerCore(app.pid!);
  const healthUrl = `${app.baseURL.replace("localhost", "127.0.0.1")}/api/health`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  await measure("warm-up", helloUrl, { seconds: 2, connections });
  await measure("warm-up", healthUrl, { seconds: 2, connections });
  const [bare, health] = await measureInRounds(
    [
      { label: "bare Hono hello-world", url: helloUrl, serverPid: hello.pid },
      { label: "GET /api/health", url: healthUrl, serverPid: app.pid },
    ],
    rounds,
    healthSeconds,
    connections,
  );

  console.log(`\n${new Date().toISOString()}, Node ${process.version}.`);
  console.log(
    `${connections} learners (half Standard, half Premium) on the seeded demo courses, ` +
      `signed up and enrolled in ${setupSeconds} s. PostgreSQL at 127.0.0.1:5432. ` +
      (pinnedGenerator
        ? "The load generator on core 0; the server and PostgreSQL free to use both cores."
        : "Nothing pinned (one core, or no taskset)."),
  );
  printMixedRun(figures, { connections, seconds, cpu: cpuUsed });
  printWrites(figures, before, after);
  if (costs.length > 0) printRouteCosts(costs, figures, costRequests);
  printHealthRatio(bare!, health!, rounds, healthSeconds);
  console.log(pinned ? pinningNote() : "The server could not be pinned for the ratio.");
  console.log(
    "\nThis machine is shared: figures taken while other work runs are noisy (see the CPU line).",
  );
} finally {
  await stopAll();
}

/** Each route alone, as `learner` sends it; the result page is that of a real submit. */
async function costsOfRoutes(learner: Learner) {
  const submit = learnerVisit(app.baseURL, learner, 0).find(
    (step) => step.label === routeLabels.assessmentSubmit,
  )!;
  const response = await fetch(`${app.baseURL}${submit.path}`, {
    method: "POST",
    headers: submit.headers,
    body: submit.body,
    redirect: "manual",
  });
  await response.arrayBuffer();
  const location = response.headers.get("location") ?? undefined;
  const resultPath = locationOf(app.baseURL, { headers: { location } });
  const visit = learnerVisit(app.baseURL, learner, 0, resultPath);
  return routeCosts({ ...app, pid: app.pid!, authSecret }, visit, costRequests);
}

function positive(name: string, value: string) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a number > 0`);
  return number;
}

/** The PostgreSQL backends connected to the run's database (the server's pool, and ours). */
async function databaseBackends() {
  const result = (await app.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => Number(row.pid));
}

async function writtenRows() {
  const [notes] = await app.db.select({ n: count() }).from(userNotes);
  const [results] = await app.db.select({ n: count() }).from(assessmentResults);
  return { notes: notes!.n, results: results!.n };
}

/** Every acknowledged create is a row: the notes and assessment results the run added. */
function printWrites(
  figures: LoadFigures,
  before: Awaited<ReturnType<typeof writtenRows>>,
  after: Awaited<ReturnType<typeof writtenRows>>,
) {
  const acknowledged = (label: string) => {
    const route = figures.routes.find((r) => r.label === label);
    return route ? route.count - route.badStatus - route.socketErrors : 0;
  };
  const notes = acknowledged(routeLabels.noteCreate);
  const results = acknowledged(routeLabels.assessmentSubmit);
  const ok = after.notes - before.notes === notes && after.results - before.results === results;
  console.log(
    `Writes: ${notes} notes and ${results} assessment results acknowledged; the database gained ` +
      `${after.notes - before.notes} and ${after.results - before.results} ` +
      `(${ok ? "every acknowledged write is there" : "**mismatch**"}).`,
  );
}
