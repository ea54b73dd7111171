import { and, eq, sql, type SQL } from "drizzle-orm";
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type JobResult } from "pg-boss";
import type { Database, Db } from "../db/client";
import { jobSchema, jobs } from "./job-table";
import type { Logger } from "../logger";
import type { Mailer, MailMessage } from "./mailer";

/** The pg-boss queue every outgoing email waits in (decision 0028). */
export const emailQueueName = "email";

/**
 * Work that may end in an email, done by the worker rather than by the request that asked for it,
 * so the answer cannot depend on what the work finds (a password-reset request does the same
 * work whether or not the address has an account: decision 0046).
 */
export const emailTaskQueueName = "email-task";

/** A task: its kind names the handler (`handleTask`), the rest is the handler's. */
export type EmailTask = { kind: string } & Record<string, unknown>;

/** A drizzle transaction (or the database itself): pg-boss runs its statements through it. */
type Transaction = Pick<Db, "execute">;

/** pg-boss's statements, run through a drizzle transaction. */
const through = (tx: Transaction) =>
  fromDrizzle(
    { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } },
    sql,
  );

export type MailRetry = { limit: number; delaySeconds: number };

export type MailQueue = {
  /**
   * Puts a message in the queue and returns at once; the worker sends it. Pass `tx` to enqueue
   * it in the transaction that stores what the message is about: both are kept, or neither.
   */
  enqueue(message: MailMessage, options?: { tx?: Transaction }): Promise<void>;
  /** Puts a task in the queue and returns at once; the worker runs its kind's handler. */
  enqueueTask(task: EmailTask): Promise<void>;
  /**
   * Names the handler of a kind of task (the app registers the auth's). A task met before its
   * handler is failed and tried again later, like an email the SMTP server refused.
   */
  handleTask(kind: string, handler: (task: EmailTask) => Promise<void>): void;
  /** Puts a failed message back in the queue, in `tx` (the back office audits it there). */
  retry(jobId: string, tx: Transaction): Promise<boolean>;
  /** Stops fetching, lets a message being sent finish, then closes the queue's connections. */
  stop(): Promise<void>;
};

/** How often an idle worker looks for messages whose retry time has come. */
const pollingIntervalSeconds = 1;

/**
 * pg-boss over the app's database: its own small pool on PostgreSQL (several instances share
 * the queue, each job taken by one of them with SKIP LOCKED), or the embedded instance through
 * pg-boss's PGlite adapter. The worker in this process sends each message with `mailer`; a
 * refused message is tried again with exponential backoff, then marked failed for the back office.
 */
export async function startMailQueue(deps: {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  retry: MailRetry;
  /** false: enqueue only, send nothing (a bench process beside the server under test). */
  work?: boolean;
}): Promise<MailQueue> {
  const { database, mailer, logger, retry, work = true } = deps;
  const connection = database.connection;
  const options: ConstructorOptions = {
    schema: jobSchema,
    // Cron schedules are not used; without them pg-boss runs no clock monitor.
    schedule: false,
    // New messages wake the worker at once; retries are found by polling.
    useListenNotify: true,
    registerInstance: false,
    // How often expired claims are found (see heartbeatSeconds below); cheap on one small queue.
    monitorIntervalSeconds: 15,
    superviseIntervalSeconds: 15,
    ...("url" in connection
      ? { connectionString: connection.url, max: 3, application_name: "clinova-mail" }
      : { db: fromPglite(connection.pglite), backend: "pglite" }),
  };
  const boss = new PgBoss(options);
  boss.on("error", (error) => logger.error({ err: error }, "email queue error"));
  boss.on("warning", (warning) => logger.warn({ warning }, "email queue warning"));
  await boss.start();
  const policy = {
    notify: true,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 60 * 60,
    // A worker that is sending renews its claim every 15 s; a claim not renewed for 30 s (its
    // process died) is given up and the message tried again. An exchange that lasts 10 minutes
    // (the transport's own timeouts are shorter) is taken as lost too.
    heartbeatSeconds: 30,
    expireInSeconds: 10 * 60,
    // Sent and failed messages stay a week (failed ones are listed in the back office).
    deleteAfterSeconds: 7 * 24 * 60 * 60,
  };
  for (const name of [emailQueueName, emailTaskQueueName]) {
    await boss.createQueue(name, policy);
    // createQueue keeps an existing queue as it was: these settings (and the environment's) win.
    await boss.updateQueue(name, policy);
  }
  const taskHandlers = new Map<string, (task: EmailTask) => Promise<void>>();
  if (work && "pglite" in connection) await reclaimInterrupted(boss, database.db, logger);
  if (work) {
    await startWorker(boss, mailer, logger);
    await startTaskWorker(boss, taskHandlers, logger);
  }
  let stopped = false;
  return {
    enqueue: async (message, { tx } = {}) => {
      const { to, subject, text, html, replyTo, headers, attachments } = message;
      await boss.send(
        emailQueueName,
        {
          to,
          subject,
          text,
          html,
          ...(replyTo ? { replyTo } : {}),
          ...(headers ? { headers } : {}),
          ...(attachments?.length ? { attachments } : {}),
        },
        tx ? { db: through(tx) } : {},
      );
    },
    enqueueTask: async (task) => {
      await boss.send(emailTaskQueueName, task);
    },
    handleTask: (kind, handler) => {
      taskHandlers.set(kind, handler);
    },
    retry: async (jobId, tx) => {
      const result = await boss.retry(emailQueueName, jobId, { db: through(tx) });
      // The declared type leaves it out, but every command answers how many jobs it changed.
      return ((result as { affected?: number }).affected ?? 0) > 0;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}

/**
 * The embedded database is locked to one server (server/db/data-dir-lock.ts), so an email still
 * marked as being sent when that server starts was interrupted by a crash of the last one: it is
 * failed now (which counts as an attempt and schedules the retry) rather than when its claim
 * expires. Were the message taken by SMTP just before the crash, it goes out twice: the queue
 * sends at least once, never zero times.
 */
async function reclaimInterrupted(boss: PgBoss, db: Db, logger: Logger) {
  for (const name of [emailQueueName, emailTaskQueueName]) {
    const interrupted = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, name), eq(jobs.state, "active")));
    if (interrupted.length === 0) continue;
    await boss.fail(
      name,
      interrupted.map((job) => job.id),
      { message: "The server stopped while sending this email" },
    );
    logger.warn(
      { count: interrupted.length, queue: name },
      "work interrupted by a crash will be tried again",
    );
  }
}

/** The worker: takes messages from the queue and sends them with `mailer`. */
async function startWorker(boss: PgBoss, mailer: Mailer, logger: Logger) {
  await boss.work<MailMessage>(
    emailQueueName,
    {
      pollingIntervalSeconds,
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
      // Up to ten at once, fetching again at once while batches come back full; each
      // message is settled on its own, so one refusal retries that message alone.
      batchSize: 10,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (batch) =>
      // Sent side by side: an SMTP exchange is mostly waiting (a server may hold its greeting).
      Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          try {
            await mailer.send(job.data);
            return { id: job.id, status: "completed" };
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            logger.warn({ err: error, jobId: job.id }, "email not sent; the queue will try again");
            // Only the reason is kept (the back office lists it), never the message or a stack.
            return { id: job.id, status: "failed", output: { message } };
          }
        }),
      ),
  );
}

/** The task worker: runs each task's handler; a task that throws is tried again later. */
async function startTaskWorker(
  boss: PgBoss,
  handlers: Map<string, (task: EmailTask) => Promise<void>>,
  logger: Logger,
) {
  await boss.work<EmailTask>(
    emailTaskQueueName,
    {
      pollingIntervalSeconds,
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
      batchSize: 10,
      perJobResults: true,
    },
    async (batch) =>
      Promise.all(
        batch.map(async (job): Promise<JobResult> => {
          try {
            const handler = handlers.get(job.data.kind);
            if (!handler) throw new Error(`no handler for the task "${job.data.kind}" yet`);
            await handler(job.data);
            return { id: job.id, status: "completed" };
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            logger.warn(
              { err: error, jobId: job.id, kind: job.data.kind },
              "email task failed; the queue will try again",
            );
            return { id: job.id, status: "failed", output: { message } };
          }
        }),
      ),
  );
}
