import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger as QueryLogger } from "drizzle-orm/logger";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * What the job queue (server/mail/mail-queue.ts) connects through: its own pool on the same
   * server, or the one embedded instance, which cannot take a second connection.
   */
  connection: { url: string } | { pglite: PGlite };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions = ({ url: string } | { dataDir: string | null }) & {
  /** Told about every query drizzle sends (benchmarks and tests count queries per request). */
  queryLogger?: QueryLogger;
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, or ended it). The pool
   * drops that connection and opens another when needed; without a listener, pg would throw the
   * error out of the process. Defaults to a line on stderr.
   */
  onIdleConnectionError?: (error: Error) => void;
};

/** PostgreSQL through `pg` when a URL is given, else PGlite in `dataDir` (or in memory). */
export function openDatabase(options: OpenOptions): Database {
  const logger = options.queryLogger;
  return "url" in options
    ? openPostgres(options.url, logger, options.onIdleConnectionError ?? reportIdleError)
    : openPglite(options.dataDir, logger);
}

const reportIdleError = (error: Error) =>
  console.error(`PostgreSQL connection lost while idle: ${error.message}`);

function openPostgres(
  url: string,
  logger: QueryLogger | undefined,
  onIdleConnectionError: (error: Error) => void,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", onIdleConnectionError);
  const db = drizzlePg(pool, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    connection: { url },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | null, logger: QueryLogger | undefined): Database {
  const client = new PGlite(dataDir ?? undefined);
  const db = drizzlePglite(client, { schema, logger });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    connection: { pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
