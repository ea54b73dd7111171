import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { contactSubmissions } from "./schema/index";

// `npm run db:backup` / `db:restore` as an operator runs them, on an embedded database of the
// test's own. PGlite only, so it runs once, in the PGlite project.
const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "server/db/backup-cli.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });

const message = (email: string) => ({
  firstName: "Bea",
  lastName: "Quinn",
  email,
  message: "Kept safe by the nightly backup.",
});

async function withDatabase<T>(
  dataDir: string,
  work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>,
) {
  const database = openDatabase({ dataDir: join(dataDir, "pglite") });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const emails = (dataDir: string) =>
  withDatabase(dataDir, async (db) =>
    (await db.select({ email: contactSubmissions.email }).from(contactSubmissions)).map(
      (row) => row.email,
    ),
  );

describe.skipIf(process.env.TEST_DB_KIND === "postgres")("db:backup and db:restore", () => {
  it("brings back the data after it was changed, and after it was destroyed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clinova-backup-"));
    const file = join(dataDir, "..", `${dataDir.split("/").pop()}-backup.tar.gz`);
    await withDatabase(dataDir, (db) =>
      db.insert(contactSubmissions).values(message("kept@example.org")),
    );

    const backedUp = cli(dataDir, "backup", file);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.status).toBe(0);
    expect(existsSync(file)).toBe(true);

    await withDatabase(dataDir, async (db) => {
      await db.delete(contactSubmissions).where(eq(contactSubmissions.email, "kept@example.org"));
      await db.insert(contactSubmissions).values(message("later@example.org"));
    });
    expect(await emails(dataDir)).toEqual(["later@example.org"]);

    const restored = cli(dataDir, "restore", file);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(await emails(dataDir)).toEqual(["kept@example.org"]);
    expect(
      readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-")),
    ).toHaveLength(1);

    rmSync(join(dataDir, "pglite"), { recursive: true, force: true });
    expect(cli(dataDir, "restore", file).status).toBe(0);
    expect(await emails(dataDir)).toEqual(["kept@example.org"]);
  }, 120_000);

  it("refuses to run over the data directory of a running server, and changes nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clinova-backup-"));
    const file = join(dataDir, "..", `${dataDir.split("/").pop()}-backup.tar.gz`);
    await withDatabase(dataDir, (db) =>
      db.insert(contactSubmissions).values(message("first@example.org")),
    );
    expect(cli(dataDir, "backup", file).status).toBe(0);
    await withDatabase(dataDir, (db) =>
      db.insert(contactSubmissions).values(message("second@example.org")),
    );

    // A live process holds the lock, as a running server does (server/db/data-dir-lock.ts).
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      writeFileSync(join(dataDir, "server.lock"), String(server.pid));
      for (const args of [
        ["restore", file],
        ["backup", `${file}.again`],
      ]) {
        const refused = cli(dataDir, ...args);
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/in use by another Clinova server \(PID \d+\)/);
      }
      expect(existsSync(`${file}.again`)).toBe(false);
    } finally {
      server.kill();
      rmSync(join(dataDir, "server.lock"), { force: true });
    }
    expect((await emails(dataDir)).sort()).toEqual(["first@example.org", "second@example.org"]);
  }, 120_000);

  it("says what to do on PostgreSQL, and refuses a file that is not a backup", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "clinova-backup-"));
    const onPostgres = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/db/backup-cli.ts", "backup"],
      {
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "postgres://x@127.0.0.1/y" },
      },
    );
    expect(onPostgres.status).toBe(2);
    expect(onPostgres.stderr).toContain("pg_dump");

    await withDatabase(dataDir, (db) =>
      db.insert(contactSubmissions).values(message("still@example.org")),
    );
    const junk = join(dataDir, "not-a-backup.tar.gz");
    writeFileSync(junk, "not a tarball");
    const refused = cli(dataDir, "restore", junk);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Could not restore");
    expect(await emails(dataDir)).toEqual(["still@example.org"]);
  }, 120_000);
});
