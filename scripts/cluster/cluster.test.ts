import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "@server/back-office/admins";
import { setLaunched } from "@server/content/launch-status";
import { openDatabase, type Database } from "@server/db/client";
import { processedBillingEvents, subscriptions, users } from "@server/db/schema";
import {
  insertCustomer,
  signed,
  stripeEnv,
  stripeEvent,
  stripeSubscription,
} from "../../tests/support/billing-fixtures";
import { signUpThenIn } from "../../tests/support/sign-up-over-http";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { markTwoFactorPassed } from "../../tests/support/two-factor-passed";
import { socketClient, type SocketAnswer } from "../../tests/support/socket-client";
import { emptyPostgresDatabase } from "../../tests/support/test-database";
import { findNginx } from "./nginx";
import { startCluster, type Cluster } from "./start-cluster";

const nginx = findNginx();
const onPostgres = process.env.TEST_DB_KIND === "postgres";
if (onPostgres && !nginx) {
  console.warn("cluster tests skipped: nginx is not installed (apt-get install -y nginx)");
}

const journal = JSON.parse(
  readFileSync(new URL("../../server/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };
const pageCacheTtlMs = 30_000; // server/serve.ts
const password = "cluster-pass-42!";

// The real cluster of decision 0029: two instances of the built server and nginx on random
// ports, on a PostgreSQL database of its own and the local Redis. Skipped, with the reason:
// - in the PGlite project, since instances can only share a PostgreSQL server (this file runs
//   once, in the PostgreSQL project, which CI runs);
// - when nginx is not installed (`.ci/run` installs Debian's package).
describe.skipIf(!onPostgres || !nginx)("two instances behind nginx", () => {
  let cluster: Cluster;
  let database: Database;
  let fresh: Awaited<ReturnType<typeof emptyPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const logs: { source: string; line: string }[] = [];

  beforeAll(async () => {
    fresh = await emptyPostgresDatabase("clinova_cluster");
    smtp = await startSmtpReceiver();
    const redisBase = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
    cluster = await startCluster({
      nginx: nginx!,
      databaseUrl: fresh.url,
      // A database number of its own: page-change news is named by it (other runs share Redis).
      // 1-7 here, 8-15 for tls-cluster.test.ts, which may run at the same time.
      redisUrl: `${redisBase}/${randomInt(1, 8)}`,
      dataDir: mkdtempSync(join(tmpdir(), "clinova-cluster-")),
      authSecret: randomBytes(32).toString("base64url"),
      port: 0,
      env: { ...stripeEnv, SMTP_URL: smtp.url, LOG_LEVEL: "info" },
      onOutput: (source, line) => logs.push({ source, line }),
    });
    database = openDatabase({ url: fresh.url, onIdleConnectionError: () => {} });
  }, 180_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    await fresh?.drop();
    await smtp?.close();
  });

  const a = () => cluster.instances[0]!.url;
  const b = () => cluster.instances[1]!.url;
  const logged = (message: string) =>
    logs
      .filter(({ line }) => line.startsWith("{"))
      .map(({ source, line }) => ({ source, ...(JSON.parse(line) as { msg: string }) }))
      .filter((entry) => entry.msg === message);
  const upstream = (answer: SocketAnswer) =>
    cluster.instances.find((i) => `127.0.0.1:${i.port}` === answer.headers["x-upstream"])?.name;

  async function signUp(client: ReturnType<typeof socketClient>, base: string, email: string) {
    await signUpThenIn(client.to(base).postJson, { email, password, name: "Casey Morgan" });
  }
  const emailFor = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.org`;

  it("migrated and seeded the fresh database once, though both started together", async () => {
    expect(
      logged("Clinova is listening")
        .map((entry) => entry.source)
        .toSorted(),
    ).toEqual(["a", "b"]);
    const migrated = logged("applied migrations");
    expect(migrated).toHaveLength(1);
    expect(migrated[0]).toMatchObject({ applied: journal.entries.length });
    expect(logged("seeded the demo content")).toHaveLength(1);
    const rows = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
  });

  it("serves through nginx from both instances", async () => {
    const client = socketClient(cluster.url);
    const answers = [await client.get("/api/health"), await client.get("/api/health")];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map(upstream).toSorted()).toEqual(["a", "b"]);
  });

  it("keeps a session made on one instance on the other, and ends it everywhere", async () => {
    const client = socketClient(cluster.url);
    const email = emailFor("session");
    await signUp(client, a(), email);

    const session = await client.to(b()).get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect((JSON.parse(session.text) as { user: { email: string } }).user.email).toBe(email);
    expect((await client.to(b()).get("/dashboard")).status).toBe(200);

    const copied = new Map(client.cookies);
    expect((await client.to(b()).postJson("/api/auth/sign-out", {})).status).toBe(200);
    // The same cookies, kept by someone who copied them, no longer open it on the other instance.
    const replay = socketClient(cluster.url);
    for (const [name, value] of copied) replay.cookies.set(name, value);
    expect((await replay.to(a()).get("/dashboard")).status).toBe(302);
    expect(JSON.parse((await replay.to(a()).get("/api/auth/get-session")).text)).toBeNull();
  });

  async function wrongSignIns(client: ReturnType<typeof socketClient>, email: string, n: number) {
    const answers: SocketAnswer[] = [];
    for (let i = 0; i < n; i++) {
      answers.push(
        await client.postJson("/api/auth/sign-in/email", { email, password: "not-the-password" }),
      );
    }
    return answers;
  }

  // server/accounts/auth/sign-in-throttle.ts: 10 failures per account and address in 15 minutes.
  it("counts rate limits once for all instances (Redis)", async () => {
    const client = socketClient(cluster.url);
    const email = emailFor("limited");
    const allowed = await wrongSignIns(client, email, 10);
    expect(allowed.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    // Each instance saw about half of them: alone, neither would refuse the next one.
    expect(new Set(allowed.map(upstream))).toEqual(new Set(["a", "b"]));
    const [refused] = await wrongSignIns(client, email, 1);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits two clients behind nginx separately (X-Forwarded-For from nginx)", async () => {
    const email = emailFor("two-clients");
    const first = socketClient(cluster.url);
    const second = socketClient(cluster.url);
    expect(second.localAddress).not.toBe(first.localAddress);
    await wrongSignIns(first, email, 10);
    expect((await wrongSignIns(first, email, 1))[0]?.status).toBe(429);
    expect((await wrongSignIns(second, email, 1))[0]?.status).toBe(401);
  });

  it("applies a Stripe webhook event delivered to both instances once", async () => {
    const customer = `cus_cluster_${randomBytes(4).toString("hex")}`;
    const { userId, email } = await insertCustomer(database.db, customer);
    const eventId = `evt_cluster_${randomBytes(4).toString("hex")}`;
    const now = Math.floor(Date.now() / 1000);
    const event = stripeEvent(
      eventId,
      "customer.subscription.trial_will_end",
      now,
      stripeSubscription({ customer, status: "trialing", created: now - 4 * 86_400 }),
    );
    const { payload, header } = signed(event);
    const deliver = (base: string) =>
      socketClient(cluster.url)
        .to(base)
        .post("/api/billing/stripe-webhook", payload, "application/json", {
          "stripe-signature": header,
        });

    const answers = await Promise.all([deliver(a()), deliver(b())]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => JSON.parse(answer.text).outcome).toSorted()).toEqual([
      "duplicate",
      "processed",
    ]);
    const recorded = await database.db
      .select()
      .from(processedBillingEvents)
      .where(eq(processedBillingEvents.eventId, eventId));
    expect(recorded).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(row?.status).toBe("trialing");
    // Its email (the trial ends soon) went once.
    const mailsTo = () => smtp.received.filter((mail) => mail.to.includes(email)).length;
    await expect.poll(mailsTo, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo()).toBe(1);
  });

  it("drops the cached public pages of every instance when content changes on one", async () => {
    const admin = socketClient(cluster.url);
    const email = emailFor("admin");
    await signUp(admin, a(), email);
    await grantAdmin(database.db, email);
    const [adminRow] = await database.db.select().from(users).where(eq(users.email, email));
    await markTwoFactorPassed(database.db, adminRow!.id);
    await setLaunched(database.db, false);

    const visitor = socketClient(cluster.url);
    const home = async (base: string) => {
      const answer = await visitor.to(base).get("/");
      expect(answer.status).toBe(200);
      return {
        cache: answer.headers["x-page-cache"],
        launched: answer.text.includes("Get Started Now!"),
      };
    };
    const warmedAt = Date.now();
    for (const base of [a(), b()]) {
      await home(base);
      expect(await home(base)).toEqual({ cache: "hit", launched: false });
    }
    // The control: a change the app is not told about stays unseen while the page is cached.
    await setLaunched(database.db, true);
    expect(await home(b())).toEqual({ cache: "hit", launched: false });
    await setLaunched(database.db, false);

    const saved = await admin.to(a()).postForm("/admin/launch", { launched: "true" });
    expect(saved.status).toBe(302);
    // The news crosses Redis: milliseconds, but this machine may be busy.
    await expect
      .poll(() => home(b()), { timeout: 10_000 })
      .toEqual({ cache: "miss", launched: true });
    expect(await home(a())).toEqual({ cache: "miss", launched: true });
    // Otherwise the pages could have expired on their own and this would prove nothing.
    expect(Date.now() - warmedAt).toBeLessThan(pageCacheTtlMs);
  });
});
