import { PgBoss } from "pg-boss";
import type { Database, Db } from "../db/client";
import { schedulingBossOptions } from "./scheduling-boss-options";
import type { Logger } from "../logger";
import type { MailQueue } from "../mail/mail-queue";

/** What a scheduled job gets: the database, the email queue, the log and the app's address. */
export type ScheduledJobDeps = {
  db: Db;
  mailQueue: Pick<MailQueue, "enqueue">;
  logger: Logger;
  appUrl: string;
  /**
   * The app's secret (AUTH_SECRET), for links a job signs (one-click unsubscribe). Optional so
   * that jobs which sign nothing are called without it; the servers always pass it.
   */
  authSecret?: string;
  /** The run's clock: tests pass a fixed one. */
  now: Date;
};

/**
 * Recurring work on a cron schedule (decision 0057). `run` must be idempotent across
 * instances: pg-boss's schedule makes one job per tick however many servers run, and the
 * `stately` queue keeps one waiting and one running, but a job retried after a crash, or a
 * run started by hand, can repeat; reminders guard each send with `reminder_sends`.
 */
export type ScheduledJob = {
  /** The pg-boss queue, e.g. "institution-reminders". */
  queue: string;
  /** Five-field cron, UTC. */
  cron: string;
  run(deps: ScheduledJobDeps): Promise<void>;
};

export type Schedules = { stop(): Promise<void> };

/**
 * Starts the scheduled jobs on their own pg-boss instance over the app's database (the email
 * queue's schema, as the domain check does), with a worker for each in this process.
 */
export async function startSchedules(deps: {
  database: Database;
  mailQueue: Pick<MailQueue, "enqueue">;
  logger: Logger;
  appUrl: string;
  authSecret?: string;
  jobs: readonly ScheduledJob[];
}): Promise<Schedules> {
  const { database, mailQueue, logger, appUrl, authSecret, jobs } = deps;
  if (jobs.length === 0) return { stop: async () => {} };
  const boss = new PgBoss(schedulingBossOptions(database, "clinova-schedules"));
  boss.on("error", (error) => logger.error({ err: error }, "schedule queue error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.queue, {
      policy: "stately",
      retryLimit: 2,
      retryDelay: 10 * 60,
      deleteAfterSeconds: 7 * 24 * 60 * 60,
    });
    await boss.schedule(job.queue, job.cron, {}, { tz: "UTC" });
    await boss.work(job.queue, async () => {
      await job.run({ db: database.db, mailQueue, logger, appUrl, authSecret, now: new Date() });
    });
  }
  let stopped = false;
  return {
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
