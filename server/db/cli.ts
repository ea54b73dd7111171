import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { readEnv } from "../env";
import { openDatabase } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { seedAll } from "./seed/seed";

// `npm run db:migrate | db:seed | db:reset` against DATABASE_URL or the embedded database.
const command = process.argv[2];
if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("usage: db:cli migrate|seed|reset");
  process.exit(2);
}

const env = readEnv();
const unlock = env.databaseUrl ? () => {} : lockDataDir(resolve(env.dataDir));
const database = env.databaseUrl
  ? openDatabase({ url: env.databaseUrl })
  : openDatabase({ dataDir: resolve(env.dataDir, "pglite") });

try {
  if (command === "reset") {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    // The email queue's tables (pg-boss makes them again when the server starts).
    await database.db.execute(sql`drop schema if exists pgboss cascade`);
    await database.db.execute(sql`create schema public`);
    console.log("dropped every table");
  }
  const applied = await database.migrate();
  console.log(applied > 0 ? `applied ${applied} migrations` : "migrations were up to date");
  if (command !== "migrate") {
    await database.whileSettingUp(() => seedAll(database.db));
    console.log("demo content seeded");
  }
} finally {
  await database.close();
  unlock();
}
