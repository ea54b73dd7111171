import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@server/db/client";
import { withAdmin } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory as a `dumpDataDir()` tarball (pglite project). */
    pgliteTemplate?: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy (postgres project). */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup: the migrated database every test file starts from, made once per run
 * instead of once per file (decision 0051). Each file still gets a database of its own: PGlite
 * loads the tarball, PostgreSQL copies the template (`create database … template …`).
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB_KIND === "postgres" && url) {
    const name = `clinova_template_${randomBytes(6).toString("hex")}`;
    await withAdmin(url, (client) => client.query(`create database ${name}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = openDatabase({ url: target.toString(), onIdleConnectionError: () => {} });
    await database.migrate();
    // No connection may stay open on a template while it is copied.
    await database.close();
    project.provide("postgresTemplate", name);
    return () =>
      withAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  const database = openDatabase({ dataDir: null });
  await database.migrate();
  const pglite = (database.connection as { pglite: PGlite }).pglite;
  const tarball = await pglite.dumpDataDir("none");
  await database.close();
  const directory = mkdtempSync(join(tmpdir(), "clinova-pglite-template-"));
  const path = join(directory, "migrated.tar");
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
  project.provide("pgliteTemplate", path);
  return () => rmSync(directory, { recursive: true, force: true });
}
