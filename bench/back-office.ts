import { randomBytes } from "node:crypto";
import { buildIsStale } from "../scripts/build-freshness";
import { build } from "../scripts/build";
import { startPostgresAppServer } from "../tests/support/postgres-app-server";
import { seedInbox, seedMembers, signedInAdmin } from "./back-office/seed";
import { pinLoadGenerator, pinningNote } from "./support/cores";
import { measure } from "./support/measure";
import { queriesPerRender } from "./support/queries-per-render";

// `npm run bench:back-office` (docs/product/back-office.md, decision 0026): 5,000 members and 2,000 inbox items on PostgreSQL,
// the built server, an admin with two-factor authentication marked set up. Prints the SQL
// statements each back-office list costs, and the members list and search under autocannon
// (10 connections, BENCH_SECONDS each, default 10).
if (buildIsStale()) build();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const memberCount = Number(process.env.BENCH_MEMBERS ?? 5_000);
const inboxCount = Number(process.env.BENCH_INBOX ?? 2_000);
const authSecret = randomBytes(32).toString("hex");
pinLoadGenerator();
const app = await startPostgresAppServer({ AUTH_SECRET: authSecret, NODE_ENV: "production" });

/** Every back-office list, present or not yet built (each section of docs/product/back-office.md adds its own). */
const lists = [
  { label: "members", path: "/admin/members" },
  { label: "members search (q=river, by name)", path: "/admin/members?q=river&sort=name&dir=asc" },
  { label: "members, page 150 by email", path: "/admin/members?sort=email&dir=asc&page=150" },
  { label: "articles", path: "/admin/articles" },
  { label: "audit log", path: "/admin/audit-log" },
  { label: "inbox: contact messages", path: "/admin/inbox/messages" },
  { label: "inbox: career applications", path: "/admin/inbox/applications" },
  { label: "inbox: institution enquiries", path: "/admin/inbox/enquiries" },
];

try {
  const seedStart = performance.now();
  const memberIds = await seedMembers(app.db, memberCount);
  await seedInbox(app.db, inboxCount);
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  const cookie = await signedInAdmin(app.baseURL, app.db);
  const headers = { cookie, "accept-encoding": "gzip" };

  const present: typeof lists = [];
  const missing: string[] = [];
  for (const list of lists) {
    const response = await fetch(`${app.baseURL}${list.path}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status === 200) present.push(list);
    else if (response.status === 404) missing.push(`${list.label} (${list.path})`);
    else throw new Error(`${list.path} answered ${response.status}`);
  }
  // One member's page (a subscribed one), beside the lists.
  present.push({ label: "a member's page", path: `/admin/members/${memberIds[0]}` });
  const paths = present.flatMap((list) => [list.path, dataPathOf(list.path)]);
  const counts = await queriesPerRender({ ...app, authSecret }, cookie, paths);

  const search = lists[1]!;
  const targets = [lists[0]!, search].map((list) => ({
    label: `GET ${list.path}`,
    url: `${app.baseURL}${list.path}`,
  }));
  for (const target of targets) await measure("warm-up", target.url, { seconds: 2, headers });
  const figures = [];
  for (const target of targets) {
    figures.push(await measure(target.label, target.url, { seconds, headers, serverPid: app.pid }));
  }

  console.log(
    `\n${memberCount.toLocaleString("en-GB")} members (a profile each, one in three subscribed) and ` +
      `${inboxCount.toLocaleString("en-GB")} inbox items, seeded in ${seedSeconds} s. ${pinningNote()}`,
  );
  console.log(`\nSQL statements per request (drizzle's query log, every statement counted):`);
  console.log(`| page | full page | .data |\n| --- | ---: | ---: |`);
  present.forEach((list, i) => {
    console.log(`| ${list.label} | ${counts[2 * i]} | ${counts[2 * i + 1]} |`);
  });
  for (const note of missing) console.log(`Not measured, no such route yet: ${note}`);
  console.log(`\nUnder load: 10 connections, ${seconds} s each, full server render.`);
  console.log(
    `| target | requests/s | p50 (ms) | p99 (ms) | unexpected status | server CPU per request (µs) |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  for (const f of figures) {
    console.log(
      `| ${f.label} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.non2xx} | ${f.cpuMicrosPerRequest ?? ""} |`,
    );
  }
} finally {
  await app.stop();
}

/** React Router's data address of a page: `/a?b` → `/a.data?b`. */
function dataPathOf(path: string) {
  const [pathname, search] = path.split("?");
  return search ? `${pathname}.data?${search}` : `${pathname}.data`;
}
