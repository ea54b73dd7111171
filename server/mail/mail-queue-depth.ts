import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs, pendingStates } from "./job-table";
import { emailQueueName } from "./mail-queue";

export type MailQueueDepth = {
  /** Waiting to be sent, waiting for a retry, or being sent now. */
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
    .where(eq(jobs.name, emailQueueName));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
