import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, pendingStates } from "./job-table";
import { emailQueueName, emailTaskQueueName } from "./mail-queue";

export type MailQueueDepth = {
  /** Waiting to be sent, waiting for a retry, or being sent now (tasks that may send one too). */
  pending: number;
  /** Retries exhausted: listed in the back office until retried, or deleted after a week. */
  failed: number;
};

/** How many emails wait in the queue and how many failed, in one statement (for /metrics). */
export async function mailQueueDepth(db: Db): Promise<MailQueueDepth> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${inArray(jobs.state, pendingStates)})`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${eq(jobs.state, "failed")})`.mapWith(Number),
    })
    .from(jobs)
    // A task (a password-reset request) may end in an email: it counts until it is done.
    .where(inArray(jobs.name, [emailQueueName, emailTaskQueueName]));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
