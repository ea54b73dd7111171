import type { Database } from "@server/db/client";
import { createLogger } from "@server/logger";
import { startMailQueue } from "@server/mail/mail-queue";
import { createMailer } from "@server/mail/mailer";
import { remindersJob } from "@server/reminders/reminders-job";

/**
 * Runs the daily reminders job now against a running app's database, as a run started by hand
 * would: its notices are written and its emails queued for the app's own mail worker, which
 * sends them (this process sends nothing). `authSecret` must be the app's, for the links it signs.
 */
export async function runRemindersNow(
  database: Database,
  app: { appUrl: string; authSecret: string },
) {
  const logger = createLogger("silent");
  const mailQueue = await startMailQueue({
    database,
    mailer: createMailer({ smtpUrl: undefined, from: "unused", outboxDir: "/unused", logger }),
    logger,
    retry: { limit: 1, delaySeconds: 1 },
    work: false,
  });
  try {
    await remindersJob.run({ db: database.db, mailQueue, logger, ...app, now: new Date() });
  } finally {
    await mailQueue.stop();
  }
}
