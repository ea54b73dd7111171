import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-database";
import type { Database } from "./client";

// PGlite has no connections to lose: this runs in the PostgreSQL project only.
describe.skipIf(process.env.TEST_DB_KIND !== "postgres")("a lost idle connection", () => {
  const lost: Error[] = [];
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase({ onIdleConnectionError: (error) => lost.push(error) });
  });
  afterAll(async () => {
    await database.close();
  });

  it("is reported, does not end the process, and the next query reconnects", async () => {
    const result = await database.db.execute(sql`select pg_backend_pid() as pid`);
    const pid = (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]!.message).toMatch(/terminating connection/);

    await database.ping();
  });
});
