import { integer, jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MailMessage } from "./mailer";

/** The schema pg-boss keeps its tables in, beside ours in the same database. */
export const jobSchema = "pgboss";

/**
 * The columns of pg-boss's job table that the back office and the queue depth read (pg-boss
 * creates and migrates the table itself; it is not part of our schema or our migrations).
 */
export const jobs = pgSchema(jobSchema).table("job", {
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  data: jsonb("data").$type<MailMessage>(),
  state: text("state").$type<JobState>().notNull(),
  retryCount: integer("retry_count").notNull(),
  startAfter: timestamp("start_after", { withTimezone: true }).notNull(),
  createdOn: timestamp("created_on", { withTimezone: true }).notNull(),
  completedOn: timestamp("completed_on", { withTimezone: true }),
  output: jsonb("output").$type<{ message?: string } | null>(),
});

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/** Jobs not yet done: waiting, waiting for a retry, or being worked on. */
export const pendingStates: JobState[] = ["created", "retry", "active"];
