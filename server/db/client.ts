import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Logger as QueryLogger } from "drizzle-orm/logger";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The database or one of its transactions: a function that may run inside a transaction takes
 * this (a transaction is a `Db` too, so either is passed as it is).
 */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * What the job queue (server/mail/mail-queue.ts) connects through: its own pool on the same
   * server, or the one embedded instance, which cannot take a second connection.
   */
  connection: { url: string } | { pglite: PGlite };
  /**
   * Applies the migrations not yet applied and returns how many it applied. On PostgreSQL it
   * holds the set-up lock (`whileSettingUp`), so servers starting together migrate one at a time.
   */
  migrate(): Promise<number>;
  /**
   * Runs `work` while no other server sets up this database: a PostgreSQL session advisory lock
   * (released by the server if our connection dies); PGlite is locked to one process already.
   */
  whileSettingUp<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for metrics; PGlite is one connection inside the process. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions = (
  | { url: string }
  | {
      dataDir: string | null;
      /** A `dumpDataDir()` tarball to start from instead of an empty cluster (tests' template). */
      loadDataDir?: Blob;
    }
) & {
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
    : openPglite(options.dataDir, logger, options.loadDataDir);
}

/** An arbitrary constant naming the set-up lock among this database's advisory locks. */
const setUpLockKey = 7_294_311;

type Executor = { execute(query: SQL): Promise<unknown> };

async function appliedMigrations(db: Executor) {
  type Rows = { rows: { value: number | string | null }[] };
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as value`,
  )) as Rows;
  if (!table.rows[0]?.value) return 0;
  const count = (await db.execute(
    sql`select count(*) as value from drizzle.__drizzle_migrations`,
  )) as Rows;
  return Number(count.rows[0]?.value ?? 0);
}

async function countingApplied(db: Executor, migrate: () => Promise<void>) {
  const before = await appliedMigrations(db);
  await migrate();
  return (await appliedMigrations(db)) - before;
}

const reportIdleError = (error: Error) =>
  console.error(`PostgreSQL connection lost while idle: ${error.message}`);

function openPostgres(
  url: string,
  logger: QueryLogger | undefined,
  onIdleConnectionError: (error: Error) => void,
): Database {
  const max = 10;
  // A connection (or a free slot) that does not come within 5 s is an error, not a hang: the
  // request answers 503 with Retry-After (server/db/transient-error.ts).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on("error", onIdleConnectionError);
  const db = drizzlePg(pool, { schema, logger });
  // drizzle's migrator takes no lock: two servers migrating one fresh database at once would
  // both create the same tables. The lock is held on a connection of its own for the duration.
  async function whileSettingUp<T>(work: () => Promise<T>) {
    const holder = await pool.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [setUpLockKey]);
      try {
        return await work();
      } finally {
        await holder.query("select pg_advisory_unlock($1)", [setUpLockKey]);
      }
    } finally {
      holder.release();
    }
  }
  return {
    db,
    kind: "postgres",
    connection: { url },
    migrate: () =>
      whileSettingUp(() => countingApplied(db, () => migratePg(db, { migrationsFolder }))),
    whileSettingUp,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

function openPglite(
  dataDir: string | null,
  logger: QueryLogger | undefined,
  loadDataDir?: Blob,
): Database {
  const client = new PGlite({ dataDir: dataDir ?? undefined, loadDataDir });
  const db = drizzlePglite(client, { schema, logger });
  return {
    db,
    kind: "pglite",
    connection: { pglite: client },
    migrate: () => countingApplied(db, () => migratePglite(db, { migrationsFolder })),
    whileSettingUp: (work) => work(),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
