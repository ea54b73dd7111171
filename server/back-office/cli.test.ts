import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { lockDataDir } from "../db/data-dir-lock";
import { admins, auditLog, users } from "../db/schema/index";
import { openTestDatabase } from "../../tests/support/test-database";

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB_KIND === "postgres";

/** `npm run admin:grant|revoke -- email`, as a person types it, against `env`'s database. */
async function adminCli(command: "grant" | "revoke", email: string, env: Record<string, string>) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "server/back-office/cli.ts", command, email],
      { env: { ...process.env, LOG_LEVEL: "silent", ...env } },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each database kind in its own run: an embedded data directory, or a PostgreSQL database.
let database: Database & { url?: string };
let env: Record<string, string>;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "clinova-admin-cli-"));
  if (onPostgres) {
    database = await openTestDatabase();
    env = { DATABASE_URL: database.url! };
  } else {
    database = openDatabase({ dataDir: join(dataDir, "pglite") });
    await database.migrate();
    env = { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
});
afterAll(async () => {
  await database.close();
});

/** PGlite has one process at a time: the test lets go while the command runs. */
async function withDatabaseFree<T>(work: () => Promise<T>): Promise<T> {
  if (onPostgres) return work();
  await database.close();
  try {
    return await work();
  } finally {
    database = openDatabase({ dataDir: join(dataDir, "pglite") });
  }
}

describe("npm run admin:grant and admin:revoke", () => {
  it("grants and revokes by email, each audited, and says what it did", async () => {
    await database.db.insert(users).values({ id: "u-ada", name: "Ada", email: "ada@example.org" });
    const granted = await withDatabaseFree(() => adminCli("grant", "ADA@example.org", env));
    expect(granted).toEqual({
      code: 0,
      output: expect.stringContaining("ADA@example.org is now an admin"),
    });
    expect(await database.db.select().from(admins).where(eq(admins.userId, "u-ada"))).toHaveLength(
      1,
    );

    const again = await withDatabaseFree(() => adminCli("grant", "ada@example.org", env));
    expect(again.output).toContain("already an admin");

    const revoked = await withDatabaseFree(() => adminCli("revoke", "ada@example.org", env));
    expect(revoked.output).toContain("is no longer an admin");
    expect(await database.db.select().from(admins)).toHaveLength(0);
    const entries = await database.db.select().from(auditLog);
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ["command line", "admin.grant"],
      ["command line", "admin.revoke"],
    ]);
  });

  it("refuses an unknown account with a clear message and a failing exit code", async () => {
    const refused = await withDatabaseFree(() => adminCli("grant", "nobody@example.org", env));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("No account uses nobody@example.org");
  });

  it.runIf(!onPostgres)("asks to stop the server when it holds the embedded database", async () => {
    await database.close();
    const unlock = lockDataDir(dataDir);
    // A live process's PID, as a running server's would be.
    try {
      const refused = await adminCli("grant", "ada@example.org", env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("Stop the server, then run this again.");
    } finally {
      unlock();
      database = openDatabase({ dataDir: join(dataDir, "pglite") });
    }
  });
});
