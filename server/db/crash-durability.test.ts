import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startAppProcess, type AppProcess } from "../../tests/support/app-process";
import { subscribedLearnerOver } from "../../tests/support/process-learner";
import { openDatabase, type Database } from "./client";
import { userNotes, users } from "./schema/index";

// `kill -9` of the server during a stream of note writes (decision 0030): after a
// restart, every write the server acknowledged is there. On PGlite this is also the proof that
// its data directory survives the process dying mid-write; on PostgreSQL (the postgres project,
// a fresh database on TEST_DATABASE_URL's server) that nothing acknowledged was only in flight.
const lesson =
  "/course/venepuncture-essentials/start/preparation-consent-and-patient-identification";
const writers = 4;
const kind = process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";

let app: AppProcess | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  await app?.stop();
  await dropDatabase();
});

async function databaseForTheServer(): Promise<Record<string, string>> {
  if (kind === "pglite") return {};
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `clinova_crash_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

/** The server's database, opened by the test once no server holds it (PGlite has one owner). */
function openServersDatabase(env: Record<string, string>, dataDir: string): Database {
  return env.DATABASE_URL
    ? openDatabase({ url: env.DATABASE_URL, onIdleConnectionError: () => {} })
    : openDatabase({ dataDir: resolve(dataDir, "pglite") });
}

describe(`kill -9 during note writes (${kind})`, () => {
  it("loses no acknowledged write, and the server starts again on the same data", async () => {
    const env = await databaseForTheServer();
    app = await startAppProcess(env);
    const { email, post } = await subscribedLearnerOver(app.baseURL, lesson);

    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (id: number) => {
      for (let n = 0; !killed; n++) {
        const content = `writer ${id}, note ${n}`;
        try {
          const response = await post(lesson, { intent: "note-create", content });
          await response.arrayBuffer();
          if (response.status === 200) acknowledged.push(content);
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    };
    const stream = Promise.all(Array.from({ length: writers }, (_, id) => writer(id)));
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(12);
    app.signal("SIGKILL");
    killed = true;
    expect((await app.exited).signal).toBe("SIGKILL");
    await stream;
    const dataDir = app.dataDir;

    app = await startAppProcess({ ...env, DATA_DIR: dataDir });
    expect((await fetch(`${app.baseURL}/api/health`)).status).toBe(200);
    expect((await app.stop()).code).toBe(0);
    app = undefined;

    const database = openServersDatabase(env, dataDir);
    try {
      const stored = await database.db
        .select({ content: userNotes.content })
        .from(userNotes)
        .innerJoin(users, eq(users.id, userNotes.userId))
        .where(eq(users.email, email));
      const contents = stored.map((row) => row.content);
      expect(acknowledged.filter((content) => !contents.includes(content))).toEqual([]);
      expect(new Set(contents).size).toBe(contents.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
