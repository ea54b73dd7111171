import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../tests/support/smtp-receiver";
import { freePort } from "../../scripts/support/local-ports";

// The built server as `npm start` runs it, killed with SIGKILL while an email waits to be
// retried, then started again on the same data: the email must still go out, once. On the
// database this run targets: PGlite in a data directory, or a fresh PostgreSQL database.

const onPostgres = process.env.TEST_DB_KIND === "postgres" && !!process.env.TEST_DATABASE_URL;
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const dbName = `clinova_restart_${randomBytes(5).toString("hex")}`;

async function withAdmin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

type Server = { child: ChildProcessWithoutNullStreams; output: string[] };

let env: Record<string, string>;
let baseUrl: string;
let smtpPort: number;

beforeAll(async () => {
  const port = await freePort();
  smtpPort = await freePort();
  baseUrl = `http://localhost:${port}`;
  const database: Record<string, string> = {};
  if (onPostgres) {
    await withAdmin((client) => client.query(`create database ${dbName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    database.DATABASE_URL = url.toString();
  }
  env = {
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-restart-")),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_EMAIL: "team@clinova.example",
    MAIL_RETRY_DELAY_SECONDS: "1",
    LOG_LEVEL: "info",
    ...database,
  };
});

afterAll(async () => {
  if (onPostgres) {
    await withAdmin((client) => client.query(`drop database if exists ${dbName} with (force)`));
  }
});

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  const output: string[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => output.push(chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => output.push(chunk));
  await waitForOutput({ child, output }, "Clinova is listening", 90_000);
  return { child, output };
}

/** Resolves once the server has written `text` (it logs one JSON line per event). */
async function waitForOutput(server: Server, text: string, timeoutMs = 30_000) {
  const signal = AbortSignal.timeout(timeoutMs);
  while (!server.output.join("").includes(text)) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output.join("")}`);
    }
    if (signal.aborted) throw new Error(`no "${text}" in:\n${server.output.join("")}`);
    await Promise.race([
      once(server.child.stdout, "data", { signal }),
      once(server.child, "exit", { signal }),
    ]).catch(() => {});
  }
}

async function waitForRetryState(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await expect
      .poll(
        async () =>
          (await client.query("select state from pgboss.job where name = 'email'")).rows.map(
            (row: { state: string }) => row.state,
          ),
        { timeout: 15_000, interval: 50 },
      )
      .toEqual(["retry"]);
  } finally {
    await client.end();
  }
}

describe("an email waiting for a retry when the server is killed", () => {
  it("goes out once after the restart", { timeout: 240_000 }, async () => {
    const first = await startServer();
    const response = await fetch(`${baseUrl}/contact`, {
      method: "POST",
      headers: { Origin: baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Amara",
        lastName: "Okafor",
        email: "amara.okafor@example.org",
        phoneNumber: "",
        message: "Could our ward team trial the cannulation module before we commit?",
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    // The worker was refused (nothing listens on the SMTP port yet) and will try again.
    await waitForOutput(first, "email not sent; the queue will try again");
    // On PostgreSQL the kill waits until the refusal is recorded: a message being sent when its
    // server dies is given up when its claim lapses (30 s), which this test need not wait for.
    // PGlite's one server takes such messages back as it starts, so it is killed at once.
    if (onPostgres) await waitForRetryState(env.DATABASE_URL!);
    first.child.kill("SIGKILL");
    await once(first.child, "exit");

    const smtp = await startSmtpReceiver(smtpPort);
    const second = await startServer();
    try {
      const mails = await smtp.waitFor("team@clinova.example", 1, 60_000);
      // The server's log says why, should the email not arrive.
      expect(mails.length, second.output.join("")).toBe(1);
      expect(mails[0]?.raw).toContain("Subject: Contact form: Amara Okafor");
    } finally {
      // Graceful shutdown: the worker stops, then the process ends cleanly.
      second.child.kill("SIGTERM");
      const [code] = (await once(second.child, "exit")) as [number | null];
      expect(code).toBe(0);
      expect(second.output.join("")).toContain('"msg":"stopped"');
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
  });
});
