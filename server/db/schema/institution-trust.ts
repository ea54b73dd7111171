import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { ownerId } from "./owner-column";
import { users } from "./auth";
import { courses } from "./courses";
import { institutionAccounts } from "./institution-accounts";

/**
 * The compliance record an institution keeps of a learner who left: one row per course it
 * assigned or they completed, written when the seat ends (the account deleted, or the learner
 * removed). It holds only what the institution must show an inspector (docs/product/institutions.md#training-records),
 * under its own lawful basis, and is erased by the retention job on `eraseAfter`. `userId` is
 * set null when the account goes: the record is the institution's, not the learner's.
 */
export const trainingRecords = pgTable(
  "training_records",
  {
    id: uuidPk(),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    learnerName: text("learner_name").notNull(),
    email: text("email").notNull(),
    staffNumber: text("staff_number"),
    registrationNumber: text("registration_number"),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    courseTitle: text("course_title").notNull(),
    /** The cohorts they were in when they left (no foreign key: the record outlives a cohort). */
    cohortIds: uuid("cohort_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    score: integer("score"),
    certificateNumber: text("certificate_number"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** "left": the learner deleted their account; "removed": a manager (or SCIM) ended the seat. */
    status: text("status", { enum: ["left", "removed"] }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
    eraseAfter: date("erase_after", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("training_records_institution_idx").on(t.institutionId, t.endedAt),
    index("training_records_erase_idx").on(t.eraseAfter),
    check("training_records_status_check", sql`${t.status} in ('left', 'removed')`),
  ],
);

/**
 * A notice shown in the product (the learner's or manager's notices), beside the email that may
 * carry it. Deleting the account deletes them.
 */
export const notices = pgTable(
  "notices",
  {
    id: uuidPk(),
    userId: ownerId(),
    institutionId: uuid("institution_id").references(() => institutionAccounts.id, {
      onDelete: "cascade",
    }),
    /** What it is about, e.g. "due-14", "overdue", "seats-90", "learner-left": names the text. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** Where it leads in the product, a path. */
    href: text("href"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notices_user_idx").on(t.userId, sql`${t.createdAt} desc`)],
);

/**
 * The ledger that makes reminders idempotent: a reminder is sent only by the run whose insert of
 * its key succeeded, however many instances run the schedule together. The key names the
 * reminder and its occasion (e.g. `due-14:<cohort>:<course>:<user>:<due date>`).
 */
export const reminderSends = pgTable("reminder_sends", {
  key: text("key").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Optional emails a person turned off, by kind (one-click unsubscribe, RFC 8058). */
export const emailOptOuts = pgTable(
  "email_opt_outs",
  {
    userId: ownerId(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A renewal of a course whose completion expired or is about to: the evidence counted for the
 * course starts again at `openedAt` (a fresh assessment draw and practice), while the earlier
 * completion is kept here as history.
 */
export const courseRenewals = pgTable(
  "course_renewals",
  {
    id: uuidPk(),
    userId: ownerId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    previousCertificateNumber: text("previous_certificate_number"),
    previousAwardedAt: timestamp("previous_awarded_at", { withTimezone: true }),
    previousScore: integer("previous_score"),
  },
  (t) => [
    index("course_renewals_user_course_idx").on(t.userId, t.courseId, t.openedAt),
    // The public verification page looks a replaced certificate's number up here.
    index("course_renewals_previous_number_idx").on(t.previousCertificateNumber),
  ],
);

/**
 * A person as the institution's directory provisions them through SCIM 2.0 (the Users resource;
 * `id` is the SCIM id). Active with an account: they hold a seat; deactivated or deleted: the
 * seat is freed. Deleting the Clinova account deletes the row.
 */
export const scimUsers = pgTable(
  "scim_users",
  {
    id: uuidPk(),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    /** Lower-case; the work email. */
    userName: text("user_name").notNull(),
    givenName: text("given_name"),
    familyName: text("family_name"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("scim_users_institution_user_name_key").on(t.institutionId, t.userName),
    uniqueIndex("scim_users_institution_external_id_key")
      .on(t.institutionId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    index("scim_users_user_idx").on(t.userId),
  ],
);

export type TrainingRecord = typeof trainingRecords.$inferSelect;
export type Notice = typeof notices.$inferSelect;
export type ScimUser = typeof scimUsers.$inferSelect;
