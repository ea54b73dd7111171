import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { institutionManagers, users } from "../server/db/schema";
import { seedFacultyInstitution } from "../server/db/seed/faculty-institution";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";
import { signUpOverHttp } from "../tests/support/sign-up-over-http";
import { keepTrainingRecords } from "../server/institutions/records/keep-training-records";
import { measure } from "./support/measure";
import { learnerPaths, timedRequests } from "./support/learners-paths";
import { queriesPerRender } from "./support/queries-per-render";

// `npm run bench:faculty` (docs/product/institutions.md#faculty-dashboard): institutions of BENCH_LEARNERS (default 2,000) and a
// quarter of that, 20 cohorts each, with progress and results, on PostgreSQL and the built
// server. Prints the SQL statements of a cohort's dashboard (a small and a large cohort), its
// p50/p99 under autocannon (10 connections, BENCH_SECONDS, default 10), and the institution CSV
// export's rows/s and the server's memory (RSS) before, at its peak during, and after each.
if (buildIsStale()) build();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const learners = Number(process.env.BENCH_LEARNERS ?? 2_000);
const authSecret = randomBytes(32).toString("hex");
const app = await startPostgresAppServer({ AUTH_SECRET: authSecret, NODE_ENV: "production" });

try {
  const seedStart = performance.now();
  const large = await seedFacultyInstitution(app.db, {
    name: "Bench Large Trust",
    learners,
    endSeat: keepTrainingRecords,
  });
  const small = await seedFacultyInstitution(app.db, {
    name: "Bench Small Trust",
    learners: Math.round(learners / 4),
    endSeat: keepTrainingRecords,
  });
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  // Planner statistics, as autovacuum would have gathered them by now in production (this
  // machine's server runs with autovacuum off): without them every CTE is guessed at a few rows
  // and the filters' plans become nested loops over 2,000 learners (decision 0066).
  await app.db.execute(sql`analyze`);
  const cookie = await signedInManager(app.baseURL, app.db, [
    large.institutionId,
    small.institutionId,
  ]);
  const headers = { cookie, "accept-encoding": "gzip" };
  const cohortPath = (institutionId: string, cohortId: string) =>
    `/manage/${institutionId}/cohorts/${cohortId}`;
  const largeCohort = cohortPath(large.institutionId, large.cohortIds[0]!);
  const smallCohort = cohortPath(small.institutionId, small.cohortIds[0]!);
  const counts = await queriesPerRender({ ...app, authSecret }, cookie, [
    smallCohort,
    largeCohort,
    `${largeCohort}.data`,
    `${largeCohort}?filter=overdue`,
  ]);

  // The learners list (docs/product/institutions.md#learners-at-scale): its statements for the
  // small and the large institution, and its latency one request at a time.
  const learnerLists = learnerPaths(large.institutionId, largeCohort);
  const smallLists = learnerPaths(small.institutionId, smallCohort);
  const listCounts = await queriesPerRender({ ...app, authSecret }, cookie, [
    ...smallLists.map((entry) => entry.path),
    ...learnerLists.map((entry) => entry.path),
  ]);
  const listTimes = [];
  for (const entry of learnerLists) {
    listTimes.push({ ...entry, ...(await timedRequests(`${app.baseURL}${entry.path}`, headers)) });
  }

  await measure("warm-up", `${app.baseURL}${largeCohort}`, { seconds: 2, headers });
  const dashboard = await measure(
    `GET cohort dashboard (${learners / 20} learners)`,
    `${app.baseURL}${largeCohort}`,
    {
      seconds,
      headers,
      serverPid: app.pid,
    },
  );

  const exports = [];
  for (const [label, institutionId, count] of [
    ["small", small.institutionId, Math.round(learners / 4)],
    ["large", large.institutionId, learners],
  ] as const) {
    exports.push({
      label,
      count,
      ...(await timedExport(`${app.baseURL}/manage/${institutionId}/export.csv`, cookie, app.pid!)),
    });
  }

  console.log(
    `\n${learners.toLocaleString("en-GB")} + ${Math.round(learners / 4).toLocaleString("en-GB")} learners in 20 cohorts each, 3 courses of 10 lessons, seeded in ${seedSeconds} s.`,
  );
  console.log(`\nSQL statements per request (drizzle's query log, the session's read included):`);
  console.log(`| request | statements |\n| --- | ---: |`);
  [
    `cohort of ${Math.round(learners / 80)} learners`,
    `cohort of ${learners / 20} learners`,
    `cohort of ${learners / 20} learners, .data`,
    `cohort of ${learners / 20} learners, overdue filter`,
  ].forEach((label, i) => console.log(`| ${label} | ${counts[i]} |`));
  console.log(
    `\nLearners list and cohort table, one request at a time (${listTimes[0]?.runs} runs each, full server render):`,
  );
  console.log(
    `| request | statements (${Math.round(learners / 4)} learners) | statements (${learners}) | p50 (ms) | p95 (ms) |\n| --- | ---: | ---: | ---: | ---: |`,
  );
  listTimes.forEach((entry, i) =>
    console.log(
      `| ${entry.label} | ${listCounts[i]} | ${listCounts[i + smallLists.length]} | ${entry.p50} | ${entry.p95} |`,
    ),
  );
  console.log(`\nCohort dashboard under load: 10 connections, ${seconds} s, full server render.`);
  console.log(
    `| requests/s | p50 (ms) | p99 (ms) | unexpected status | server CPU per request (µs) |\n| ---: | ---: | ---: | ---: | ---: |`,
  );
  console.log(
    `| ${dashboard.requestsPerSecond} | ${dashboard.p50} | ${dashboard.p99} | ${dashboard.non2xx} | ${dashboard.cpuMicrosPerRequest ?? ""} |`,
  );
  console.log(`\nInstitution CSV export (gzip), the server's resident memory:`);
  console.log(
    `| learners | lines | seconds | lines/s | RSS before (MB) | peak (MB) | after (MB) |\n| ---: | ---: | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const e of exports) {
    console.log(
      `| ${e.count} | ${e.lines} | ${e.seconds.toFixed(2)} | ${Math.round(e.lines / e.seconds)} | ${e.rssBefore} | ${e.rssPeak} | ${e.rssAfter} |`,
    );
  }
} finally {
  await app.stop();
}

/** Downloads an export as a browser would, sampling the server's RSS every 20 ms meanwhile. */
async function timedExport(url: string, cookie: string, pid: number) {
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 20);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let lines = 0;
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    lines += decoder.decode(next.value, { stream: true }).split("\r\n").length - 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { lines: lines - 1, seconds, rssBefore, rssPeak, rssAfter: rssMb(pid) };
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Signs up through better-auth's HTTP API and names the account a manager of each institution. */
async function signedInManager(baseURL: string, db: typeof app.db, institutionIds: string[]) {
  const email = `bench-manager-${randomBytes(4).toString("hex")}@example.org`;
  const cookie = await signUpOverHttp(baseURL, {
    email,
    password: "strong-pass-42!",
    name: "Bench Manager",
  });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db
    .insert(institutionManagers)
    .values(institutionIds.map((institutionId) => ({ institutionId, userId: user!.id })));
  return cookie;
}
