import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@server/db/client";
import { jobs } from "@server/mail/job-table";
import { emailQueueName } from "@server/mail/mail-queue";
import { cohortCourses, notices } from "@server/db/schema";

/** The emails queued so far (sent or not), oldest first: what the reminders job enqueued. */
export async function queuedEmails(db: Db) {
  const rows = await db
    .select({ data: jobs.data })
    .from(jobs)
    .where(eq(jobs.name, emailQueueName))
    .orderBy(jobs.createdOn);
  return rows.map((row) => row.data!);
}

/** A person's notices, newest first. */
export function noticesOf(db: Db, userId: string) {
  return db
    .select({ kind: notices.kind, title: notices.title, href: notices.href })
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(sql`${notices.createdAt} desc`);
}

/** Gives a cohort's course a validity period, in months. */
export async function setValidity(db: Db, cohortId: string, courseId: string, months: number) {
  await db
    .update(cohortCourses)
    .set({ validityMonths: months })
    .where(and(eq(cohortCourses.cohortId, cohortId), eq(cohortCourses.courseId, courseId)));
}
