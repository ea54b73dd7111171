import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type OpenOptions } from "@server/db/client";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when the run targets
 * PostgreSQL (TEST_DB_KIND=postgres with TEST_DATABASE_URL), a new database on that server
 * that is dropped again on close. Both start from the run's migrated template when the global
 * setup made one (tests/support/database-templates.ts); `migrate()` then finds nothing to do.
 */
export async function openTestDatabase(
  options: Pick<OpenOptions, "queryLogger" | "onIdleConnectionError"> = {},
): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== "postgres" || !url) {
    const template = inject("pgliteTemplate");
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const database = openDatabase({ dataDir: null, loadDataDir, ...options });
    await database.migrate();
    return database;
  }
  const name = `clinova_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await withAdmin(url, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const target = new URL(url);
  target.pathname = `/${name}`;
  // Dropping the database ends connections the pool is still closing: expected, not news.
  const database = openDatabase({
    url: target.toString(),
    onIdleConnectionError: () => {},
    ...options,
  });
  await database.migrate();
  return {
    ...database,
    url: target.toString(),
    close: async () => {
      await database.close();
      await withAdmin(url, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * A new, empty database on the TEST_DATABASE_URL server (not migrated), for tests that start
 * servers on it themselves. `drop` ends its connections and removes it.
 */
export async function emptyPostgresDatabase(prefix = "clinova_test") {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdmin(url, (client) => client.query(`create database ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () =>
      withAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
