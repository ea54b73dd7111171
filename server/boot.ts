import { resolve } from "node:path";
import { resolveAuthSecret } from "./config/auth-secret";
import type { ServerConfig } from "./config/server-config";
import { lockDataDir } from "./db/data-dir-lock";
import { openDatabase, type Database } from "./db/client";
import { seedIfEmpty } from "./db/seed/seed";
import { readEnv, type Env } from "./env";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { startMailQueue, type MailQueue } from "./mail/mail-queue";
import { outboxDir } from "./mail/outbox";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit";
import { createPublicPagesChanges, type PublicPagesChanges } from "./http/public-pages-changes";
import { startDomainChecks } from "./institutions/sso/domain-check-schedule";
import { startSchedules } from "./jobs/schedules";
import { scheduledJobs } from "./jobs/scheduled-jobs";

export type Booted = {
  config: ServerConfig;
  logger: Logger;
  database: Database;
  mailQueue: MailQueue;
  storage: Storage;
  rateLimiter: RateLimiter;
  publicPagesChanges: PublicPagesChanges;
  release(): Promise<void>;
};

/**
 * The services beside the database, from the environment: the email queue and its worker
 * (which keeps its jobs in `database`), the daily check of institutions' single sign-on domains
 * (jobs there too), the scheduled jobs (server/jobs/scheduled-jobs.ts), file storage, rate limits, and the news that public pages changed (shared
 * through Redis with every server when it is set).
 */
export async function openServices(env: Env, logger: Logger, database: Database) {
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    from: env.mailFrom,
    outboxDir: outboxDir(env.dataDir),
    logger,
  });
  const mailQueue = await startMailQueue({ database, mailer, logger, retry: env.mailRetry });
  const domainChecks = await startDomainChecks({ database, dnsServers: env.dnsServers, logger });
  const schedules = await startSchedules({
    database,
    mailQueue,
    logger,
    appUrl: env.appUrl,
    // The same secret the app signs with (boot() below), for the links the jobs sign.
    authSecret: resolveAuthSecret(env.authSecret, env.dataDir),
    jobs: scheduledJobs,
  });
  const storage = createStorage({ s3: env.s3, dataDir: env.dataDir });
  const rateLimiter = createRateLimiter(env.redisUrl, logger);
  const publicPagesChanges = createPublicPagesChanges(env.redisUrl, logger);
  return {
    mailQueue,
    storage,
    rateLimiter,
    publicPagesChanges,
    /** The start-up work that touches the database by itself: the first domain check. */
    startupWork: domainChecks.firstCheck,
    close: async () => {
      // The worker finishes the message it is sending before the transport closes.
      await Promise.all([mailQueue.stop(), domainChecks.stop(), schedules.stop()]);
      mailer.close();
      await Promise.all([rateLimiter.close(), publicPagesChanges.close()]);
    },
  };
}

/** Reads the environment, opens (and locks) the database, migrates and seeds a fresh one. */
export async function boot(
  source: Record<string, string | undefined> = process.env,
): Promise<Booted> {
  const env = readEnv(source);
  const config: ServerConfig = {
    ...env,
    authSecret: resolveAuthSecret(env.authSecret, env.dataDir),
  };
  const logger = createLogger(env.logLevel);
  const unlock = env.databaseUrl ? () => {} : lockDataDir(resolve(env.dataDir));
  try {
    const database = env.databaseUrl
      ? openDatabase({
          url: env.databaseUrl,
          onIdleConnectionError: (error) =>
            logger.warn({ err: error }, "PostgreSQL connection lost while idle"),
        })
      : openDatabase({ dataDir: resolve(env.dataDir, "pglite") });
    // Servers starting together on one PostgreSQL database take turns: the first migrates and
    // seeds, the others find nothing left to do (decision 0029).
    const applied = await database.migrate();
    if (applied > 0) logger.info({ applied }, "applied migrations");
    const seeded = await database.whileSettingUp(() => seedIfEmpty(database.db));
    if (seeded) logger.info("seeded the demo content");
    // The server does not wait for its first domain check: it runs beside the requests.
    const {
      close: closeServices,
      startupWork: _firstCheck,
      ...services
    } = await openServices(env, logger, database);
    return {
      config,
      logger,
      database,
      ...services,
      release: async () => {
        await closeServices();
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
