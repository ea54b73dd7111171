import { resolve } from "node:path";
import { readEnv } from "../env";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../db/data-dir-lock";
import { grantAdmin, revokeAdmin } from "./admins";

// `npm run admin:grant -- someone@example.com` and `npm run admin:revoke -- …`, against
// DATABASE_URL or the embedded database (which only one process may open: stop the server first).
const [command, email] = process.argv.slice(2);
if (!["grant", "revoke"].includes(command ?? "") || !email) {
  console.error("usage: npm run admin:grant -- someone@example.com (or admin:revoke)");
  process.exit(2);
}

const env = readEnv();
let unlock = () => {};
if (!env.databaseUrl) {
  try {
    unlock = lockDataDir(resolve(env.dataDir));
  } catch (error) {
    console.error(`${(error as Error).message}\nStop the server, then run this again.`);
    process.exit(1);
  }
}
const database = env.databaseUrl
  ? openDatabase({ url: env.databaseUrl })
  : openDatabase({ dataDir: resolve(env.dataDir, "pglite") });

try {
  await database.migrate();
  const outcome =
    command === "grant"
      ? await grantAdmin(database.db, email)
      : await revokeAdmin(database.db, email);
  const messages = {
    granted: `${email} is now an admin. They set up two-factor authentication when they first open /admin.`,
    "already an admin": `${email} is already an admin.`,
    revoked: `${email} is no longer an admin; their sessions have ended.`,
    "not an admin": `${email} was not an admin.`,
    "no such account": `No account uses ${email}. They sign up first, then you grant them.`,
  } as const;
  console.log(messages[outcome]);
  process.exitCode = outcome === "no such account" ? 1 : 0;
} finally {
  await database.close();
  unlock();
}
