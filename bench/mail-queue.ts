import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../server/db/client";
import { createLogger } from "../server/logger";
import { startMailQueue } from "../server/mail/mail-queue";
import { mailQueueDepth } from "../server/mail/mail-queue-depth";
import { createMailer } from "../server/mail/mailer";
import { startSmtpReceiver } from "../tests/support/smtp-receiver";

// `npm run bench:mail-queue` (decision 0028): on PGlite in memory and on a fresh
// PostgreSQL database (TEST_DATABASE_URL, else the local server), prints what the email queue
// costs: starting it (pg-boss creating its schema, then again over an existing one), one email
// from enqueue to the SMTP server (p50 and max of BENCH_SINGLES, default 20, one at a time),
// and BENCH_BURST emails (default 200) enqueued at once until the last is received. The SMTP
// peer (smtp-server) holds each connection's greeting 100 ms to catch early talkers, so about
// 100 ms of every email's time is the peer's. Figures from a shared machine are noisy.
const singles = Number(process.env.BENCH_SINGLES ?? 20);
const burst = Number(process.env.BENCH_BURST ?? 200);
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const logger = createLogger("silent");

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function run(label: string, database: Database) {
  const smtp = await startSmtpReceiver();
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: "bench@clinova.example",
    outboxDir: "/none",
    logger,
  });
  const retry = { limit: 3, delaySeconds: 1 };
  let started = performance.now();
  const first = await startMailQueue({ database, mailer, logger, retry });
  const fresh = performance.now() - started;
  await first.stop();
  started = performance.now();
  const queue = await startMailQueue({ database, mailer, logger, retry });
  const existing = performance.now() - started;

  const latencies: number[] = [];
  for (let i = 0; i < singles; i++) {
    const to = `single-${i}@example.org`;
    const sent = performance.now();
    await queue.enqueue({ to, subject: "Bench", text: "Hello", html: "<p>Hello</p>" });
    await smtp.waitFor(to);
    latencies.push(performance.now() - sent);
  }
  latencies.sort((a, b) => a - b);

  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: burst }, (_, i) =>
      queue.enqueue({
        to: `burst-${i}@example.org`,
        subject: "Bench",
        text: "Hi",
        html: "<p>Hi</p>",
      }),
    ),
  );
  const enqueued = performance.now() - burstStart;
  for (let i = 0; i < burst; i++) await smtp.waitFor(`burst-${i}@example.org`, 1, 60_000);
  const drained = performance.now() - burstStart;
  // The last batch is marked sent just after its messages arrive.
  while ((await mailQueueDepth(database.db)).pending > 0) await smtp.waitFor("-", 1, 10);
  const settled = performance.now() - burstStart;
  const depth = await mailQueueDepth(database.db);

  console.log(`\n${label}`);
  console.log(`  queue start, new schema       ${ms(fresh)}`);
  console.log(`  queue start, existing schema  ${ms(existing)}`);
  console.log(
    `  one email, enqueue → SMTP     p50 ${ms(latencies[Math.floor(latencies.length / 2)]!)}, max ${ms(latencies.at(-1)!)} (${singles} in turn)`,
  );
  console.log(
    `  ${burst} emails at once          enqueued in ${ms(enqueued)}, all received after ${ms(drained)} (${Math.round((burst / drained) * 1000)}/s), all marked sent after ${ms(settled)}`,
  );
  console.log(`  left in the queue             ${depth.pending} pending, ${depth.failed} failed`);
  await queue.stop();
  mailer.close();
  await smtp.close();
}

await run("PGlite (in memory)", await migrated(openDatabase({ dataDir: null })));

const name = `clinova_bench_mail_${randomBytes(4).toString("hex")}`;
await admin((client) => client.query(`create database ${name}`));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const postgres = await migrated(
  openDatabase({ url: url.toString(), onIdleConnectionError: () => {} }),
);
try {
  await run("PostgreSQL", postgres);
} finally {
  await postgres.close();
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
}

async function migrated(database: Database) {
  await database.migrate();
  return database;
}

async function admin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
