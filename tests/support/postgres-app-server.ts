import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "@server/db/client";
import { freePort, waitForHealth } from "../../scripts/support/local-ports";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * The built server on a fresh PostgreSQL database of its own, for journeys that need rows
 * only billing writes (a subscription): the browser drives the server, the test writes the
 * row. PGlite cannot serve two processes, hence PostgreSQL. Dropped again by `stop`.
 * `launch` turns Node's arguments into the command that runs them: bench/ starts the server with
 * another Node binary, pinned to a core, tracing its garbage collections on a piped `stdout`.
 */
export async function startPostgresAppServer(
  extraEnv: Record<string, string> = {},
  launch: (nodeArgs: string[]) => [string, string[]] = (nodeArgs) => [process.execPath, nodeArgs],
  { pipeStdout = false } = {},
) {
  const name = `clinova_e2e_${randomBytes(5).toString("hex")}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const [command, args] = launch(["--import", "tsx", "server/main.ts"]);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: mkdtempSync(join(tmpdir(), "clinova-e2e-pg-")),
      DATABASE_URL: url.toString(),
      // Errors reach the test's output (a journey that fails on a 500 then says why).
      LOG_LEVEL: "error",
      ...extraEnv,
    },
    stdio: ["ignore", pipeStdout ? "pipe" : "inherit", "inherit"],
  });
  await waitForHealth(`${baseURL}/api/health`, child, { timeoutMs: 60_000 });
  // `stop` drops the database while the pool may still be closing a connection: expected.
  const database: Database = openDatabase({
    url: url.toString(),
    onIdleConnectionError: () => {},
  });
  return {
    baseURL,
    pid: child.pid,
    stdout: child.stdout,
    databaseUrl: url.toString(),
    db: database.db,
    async stop() {
      await database.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export type PostgresAppServer = Awaited<ReturnType<typeof startPostgresAppServer>>;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
