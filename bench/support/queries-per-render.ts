import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { startMailQueue } from "../../server/mail/mail-queue";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/client";
import { createQueryCounter } from "../../server/db/query-counter";
import { readEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { createMailer } from "../../server/mail/mailer";
import { createRateLimiter } from "../../server/security/rate-limit";
import { createStorage } from "../../server/storage/create-storage";

/**
 * The same build and database in this process, with drizzle's query log counting: the number
 * of SQL statements each path costs, answered as the server under test would answer it.
 */
export async function queriesPerRender(
  server: { baseURL: string; databaseUrl: string; authSecret: string },
  cookie: string,
  paths: string[],
) {
  const inProcess = await countingApp(server);
  try {
    const counts: number[] = [];
    for (const path of paths) {
      const { status, queries } = await inProcess.request(path, { headers: { cookie } });
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      counts.push(queries);
    }
    return counts;
  } finally {
    await inProcess.close();
  }
}

/**
 * The server under test's app, built again in this process on the same build and database,
 * drizzle's query log counting: `request` answers with the status and the number of SQL
 * statements the request cost.
 */
export async function countingApp(server: {
  baseURL: string;
  databaseUrl: string;
  authSecret: string;
}) {
  const counter = createQueryCounter();
  const database = openDatabase({ url: server.databaseUrl, queryLogger: counter.logger });
  const env = readEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATABASE_URL: server.databaseUrl,
  });
  const logger = createLogger(env.logLevel);
  const dataDir = mkdtempSync(join(tmpdir(), "clinova-bench-"));
  const mailer = createMailer({
    smtpUrl: undefined,
    from: env.mailFrom,
    outboxDir: dataDir,
    logger,
  });
  // The server under test sends its own email: this process only renders.
  const mailQueue = await startMailQueue({
    database,
    mailer,
    logger,
    retry: env.mailRetry,
    work: false,
  });
  const rateLimiter = createRateLimiter(undefined);
  const serverBuild = (await import(
    pathToFileURL(join(process.cwd(), "build/server/index.js")).href
  )) as ServerBuild;
  const app = createApp({
    config: { ...env, appUrl: server.baseURL, authSecret: server.authSecret },
    database,
    logger,
    mailQueue,
    storage: createStorage({ s3: undefined, dataDir }),
    rateLimiter,
    build: serverBuild,
    mode: "production",
  });
  return {
    async request(path: string, init: RequestInit) {
      counter.take();
      const response = await app.request(`${server.baseURL}${path}`, init);
      await response.arrayBuffer();
      return { status: response.status, queries: counter.take().length };
    },
    async close() {
      await mailQueue.stop();
      mailer.close();
      await rateLimiter.close();
      await database.close();
    },
  };
}
