import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../mail/job-table";
import { emailQueueName, type MailQueue } from "../../mail/mail-queue";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { attempts, recipient, subject } from "./email-queue-list";

/**
 * Puts a failed email back in the queue for one more attempt, with its audit entry, in one
 * transaction. The row is locked first, so two admins pressing Retry at once retry it once.
 * The entry names the recipient and subject, never the message.
 */
export async function retryFailedEmail(
  db: Db,
  mailQueue: MailQueue,
  actor: Actor,
  jobId: string,
): Promise<"retried" | "not failed"> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        recipient,
        subject,
        attempts: attempts.mapWith(Number),
        lastError: jobs.output,
        state: jobs.state,
      })
      .from(jobs)
      .where(and(eq(jobs.name, emailQueueName), eq(jobs.id, jobId)))
      .for("update");
    if (job?.state !== "failed") return "not failed";
    if (!(await mailQueue.retry(jobId, tx))) return "not failed";
    await recordAudit(tx, actor, {
      action: "email.retry",
      subjectType: "email",
      subjectId: jobId,
      summary: `Email to ${job.recipient} queued again: ${job.subject}`,
      before: {
        state: "failed",
        attempts: job.attempts,
        lastError: job.lastError?.message ?? null,
      },
      after: { state: "retry" },
    });
    return "retried";
  });
}
