import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { readEnv } from "../env";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

// `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`: the embedded database's data
// directory as one gzipped tarball (PGlite's dumpDataDir, taken while no query runs), and back.
// Both take the data directory's lock, so neither runs beside a server (docs/operations.md).
const [command, file] = process.argv.slice(2);
if ((command !== "backup" && command !== "restore") || (command === "restore" && !file)) {
  console.error("usage: db:backup [FILE] | db:restore FILE");
  process.exit(2);
}

const env = readEnv();
if (env.databaseUrl) {
  console.error(
    "DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore " +
      "(docs/operations.md). These commands are for the embedded database.",
  );
  process.exit(2);
}
const dataDir = resolve(env.dataDir);
const databaseDir = resolve(dataDir, "pglite");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");

let unlock: () => void;
try {
  unlock = lockDataDir(dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(
    `${error.message}\nNothing was ${command === "backup" ? "backed up" : "restored"}.`,
  );
  process.exit(1);
}

try {
  if (command === "backup") await backup(file ?? `backups/clinova-${stamp}.tar.gz`);
  else await restore(file!);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  unlock();
}

async function backup(target: string) {
  if (!existsSync(resolve(databaseDir, "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${databaseDir} to back up.`);
  }
  const client = await PGlite.create(databaseDir);
  try {
    const dump = await client.dumpDataDir("gzip");
    const path = resolve(target);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    console.log(`backed up ${databaseDir} to ${path} (${statSync(path).size} bytes)`);
  } finally {
    await client.close();
  }
}

async function restore(source: string) {
  const path = resolve(source);
  if (!existsSync(path)) throw new Error(`No backup at ${path}.`);
  // The database now in place is moved aside, never deleted, and put back if the load fails.
  const previous = existsSync(databaseDir) ? `${databaseDir}.before-restore-${stamp}` : undefined;
  if (previous) renameSync(databaseDir, previous);
  try {
    const client = await PGlite.create(databaseDir, {
      loadDataDir: new Blob([readFileSync(path)]),
    });
    await client.query("select 1");
    await client.close();
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    if (previous) renameSync(previous, databaseDir);
    throw new Error(`Could not restore ${path}: ${(error as Error).message}`);
  }
  console.log(`restored ${path} into ${databaseDir}`);
  if (previous) console.log(`the database it replaced is kept in ${previous}`);
}
