import { PgBoss } from "pg-boss";
import type { Database } from "../../db/client";
import { schedulingBossOptions } from "../../jobs/scheduling-boss-options";
import type { Logger } from "../../logger";
import { recheckDomains } from "./domain-verification";

/** The pg-boss queue of the daily check of institutions' single sign-on domains. */
export const domainCheckQueue = "sso-domain-check";

/** Every day at 04:17 UTC (a quiet hour, off the round minute everyone else picks). */
export const domainCheckCron = "17 4 * * *";

export type DomainChecks = {
  /** Settles when the check queued at start has run (or failed): its statements are over. */
  firstCheck: Promise<void>;
  stop(): Promise<void>;
};

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
  const boss = new PgBoss(schedulingBossOptions(database, "clinova-sso-domains"));
  boss.on("error", (error) => logger.error({ err: error }, "domain check queue error"));
  await boss.start();
  await boss.createQueue(domainCheckQueue, {
    policy: "stately",
    retryLimit: 2,
    retryDelay: 10 * 60,
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  });
  await boss.schedule(domainCheckQueue, domainCheckCron, {}, { tz: "UTC" });
  // Queued before the worker starts, so its first fetch takes it at once rather than a poll later.
  await boss.send(domainCheckQueue, {});
  let firstDone: () => void = () => {};
  const firstCheck = new Promise<void>((resolve) => (firstDone = resolve));
  await boss.work(domainCheckQueue, async () => {
    try {
      await recheckDomains(database.db, dnsServers, logger);
    } finally {
      firstDone();
    }
  });
  let stopped = false;
  return {
    firstCheck,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
