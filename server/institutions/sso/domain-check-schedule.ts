import { PgBoss, fromPglite, type ConstructorOptions } from "pg-boss";
import type { Database } from "../../db/client";
import { jobSchema } from "../../mail/job-table";
import type { Logger } from "../../logger";
import { recheckDomains } from "./domain-verification";

/** The pg-boss queue of the daily check of institutions' single sign-on domains. */
export const domainCheckQueue = "sso-domain-check";

/** Every day at 04:17 UTC (a quiet hour, off the round minute everyone else picks). */
export const domainCheckCron = "17 4 * * *";

export type DomainChecks = { stop(): Promise<void> };

/**
 * Runs `recheckDomains` daily through pg-boss (decision 0043): its cron schedule makes one job a
 * day however many servers run, and the `stately` policy keeps at most one waiting and one
 * running. One check is also queued at start, so a server that comes up after the records
 * changed (or after the upgrade that introduced claims) does not wait a day. The queue has an
 * instance of its own, beside the email queue's, so scheduling stays out of email's way.
 */
export async function startDomainChecks(deps: {
  database: Database;
  dnsServers: string[];
  logger: Logger;
}): Promise<DomainChecks> {
  const { database, dnsServers, logger } = deps;
  const connection = database.connection;
  const options: ConstructorOptions = {
    schema: jobSchema,
    schedule: true,
    registerInstance: false,
    ...("url" in connection
      ? { connectionString: connection.url, max: 2, application_name: "clinova-sso-domains" }
      : { db: fromPglite(connection.pglite), backend: "pglite" }),
  };
  const boss = new PgBoss(options);
  boss.on("error", (error) => logger.error({ err: error }, "domain check queue error"));
  await boss.start();
  await boss.createQueue(domainCheckQueue, {
    policy: "stately",
    retryLimit: 2,
    retryDelay: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  });
  await boss.schedule(domainCheckQueue, domainCheckCron, {}, { tz: "UTC" });
  await boss.work(domainCheckQueue, async () => {
    await recheckDomains(database.db, dnsServers, logger);
  });
  await boss.send(domainCheckQueue, {});
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
