import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { EmailQueueListSort, EmailQueueShow } from "@common/back-office/email-queue";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../../db/client";
import { jobs, pendingStates, type JobState } from "../../mail/job-table";
import { emailQueueName } from "../../mail/mail-queue";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "../list-page";

export const recipient = sql<string>`${jobs.data}->>'to'`;
export const subject = sql<string>`${jobs.data}->>'subject'`;
/** Attempts made: none while first waiting; pg-boss counts retries from 0. */
export const attempts = sql<number>`case when ${jobs.state} = 'created' then 0 else ${jobs.retryCount} + 1 end`;

const sortable = {
  recipient,
  subject,
  state: sql`${jobs.state}::text`,
  attempts,
  queuedAt: jobs.createdOn,
};

const waitingStates = new Set<JobState>(["created", "retry"]);

const statesFor: Record<EmailQueueShow, JobState[]> = {
  all: [...pendingStates, "failed"],
  failed: ["failed"],
  waiting: pendingStates,
};

/**
 * One page of the emails not sent: failed ones and those still waiting, in one statement. Only
 * the envelope is read (recipient, subject), never the message: a reset link is a password.
 */
export async function listQueuedEmails(
  db: Db,
  query: ListQuery<EmailQueueListSort>,
  show: EmailQueueShow,
) {
  const pattern = containing(query.q);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: jobs.id,
      recipient,
      subject,
      state: sql<JobState>`${jobs.state}::text`,
      attempts: attempts.mapWith(Number),
      lastError: sql<string | null>`${jobs.output}->>'message'`,
      queuedAt: jobs.createdOn,
      startAfter: jobs.startAfter,
      completedOn: jobs.completedOn,
      matching: matchingRows,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, emailQueueName),
        inArray(sql`${jobs.state}::text`, statesFor[show]),
        query.q ? or(ilike(recipient, pattern), ilike(subject, pattern)) : undefined,
      ),
    )
    .orderBy(...orderFor(query, sortable, jobs.id))
    .limit(limit)
    .offset(offset);
  const shown = rows.map(({ startAfter, completedOn, queuedAt, ...row }) => ({
    ...row,
    queuedAt: queuedAt.toISOString(),
    /** When a waiting email is next tried. */
    nextAttemptAt: waitingStates.has(row.state) ? startAfter.toISOString() : null,
    failedAt: row.state === "failed" && completedOn ? completedOn.toISOString() : null,
  }));
  return toListPage(shown, query);
}
