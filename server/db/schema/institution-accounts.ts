import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./columns";
import { users } from "./auth";
import { accessTier, courses } from "./courses";

/**
 * An institution with a contract (docs/product/institutions.md#institution-accounts): a trust, university or training centre whose
 * seats open courses to its learners. Not the sign-up picker's `institutions` list, which is
 * only names. `seatsHeld` is kept by a trigger on `institution_seats` (migration 0007), and the
 * check below is what stops a seat past the count, however many acceptances race.
 */
export const institutionAccounts = pgTable(
  "institution_accounts",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    seatCount: integer("seat_count").notNull(),
    seatsHeld: integer("seats_held").notNull().default(0),
    contractStart: date("contract_start", { mode: "string" }).notNull(),
    contractEnd: date("contract_end", { mode: "string" }).notNull(),
    /** The tier the seats give: a Premium course opens only with Premium seats. */
    tier: accessTier("tier").notNull().default("standard"),
    /** Lower-case domains a learner's email must end in to take a seat; none: any address. */
    emailDomains: text("email_domains")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The storage key of the logo shown beside ours in the learner's header. */
    logoKey: text("logo_key"),
    /**
     * Years a departed learner's compliance record is kept (training_records), then erased by
     * the retention job: 6 by default, the NHS records-management code's period for staff
     * training records.
     */
    retentionYears: integer("retention_years").notNull().default(6),
    /** SHA-256 of the bearer token the institution's directory uses for SCIM; null: SCIM off. */
    scimTokenHash: text("scim_token_hash"),
    scimTokenCreatedAt: timestamp("scim_token_created_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("institution_accounts_name_lower_key").on(sql`lower(${t.name})`),
    check("institution_accounts_seat_count_check", sql`${t.seatCount} >= 0`),
    check(
      "institution_accounts_seats_within_count",
      sql`${t.seatsHeld} >= 0 and ${t.seatsHeld} <= ${t.seatCount}`,
    ),
    check("institution_accounts_contract_check", sql`${t.contractEnd} >= ${t.contractStart}`),
    check("institution_accounts_retention_check", sql`${t.retentionYears} between 1 and 50`),
    uniqueIndex("institution_accounts_scim_token_key").on(t.scimTokenHash),
  ],
);

/** The courses an institution's seats open. */
export const institutionCourses = pgTable(
  "institution_courses",
  {
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.courseId] })],
);

/**
 * Who manages an institution: its learners, cohorts and reports, and nothing else. A `manager`
 * does everything in the manager area; a `reporter` reads and exports only (policy/institution-roles.ts).
 */
export const institutionManagers = pgTable(
  "institution_managers",
  {
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    namedBy: text("named_by").references(() => users.id, { onDelete: "set null" }),
    role: text("role", { enum: ["manager", "reporter"] })
      .notNull()
      .default("manager"),
    /** Asked for the monthly CSV report by email. */
    monthlyReport: boolean("monthly_report").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    index("institution_managers_user_idx").on(t.userId),
    check("institution_managers_role_check", sql`${t.role} in ('manager', 'reporter')`),
  ],
);

/**
 * A seat held by a learner: at most one institution per learner. Deleting the row ends the
 * institutional access on the learner's next request (the session read joins it); their own
 * notes, progress and results are untouched.
 */
export const institutionSeats = pgTable(
  "institution_seats",
  {
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "invitation" or "sso": how the seat was taken. */
    source: text("source").notNull(),
    /** The institution's own staff number for the learner, from an invitation or SCIM. */
    staffNumber: text("staff_number"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.userId] }),
    unique("institution_seats_user_key").on(t.userId),
    check("institution_seats_source_check", sql`${t.source} in ('invitation', 'sso', 'scim')`),
  ],
);

/** A group of an institution's learners, such as "F1 doctors, August intake". */
export const cohorts = pgTable(
  "cohorts",
  {
    id: uuidPk(),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("cohorts_institution_name_lower_key").on(t.institutionId, sql`lower(${t.name})`),
    // The target of cohort_members' composite key: a member's cohort is in their institution.
    unique("cohorts_id_institution_key").on(t.id, t.institutionId),
  ],
);

/** The courses assigned to a cohort. */
export const cohortCourses = pgTable(
  "cohort_courses",
  {
    cohortId: uuid("cohort_id")
      .notNull()
      .references(() => cohorts.id, { onDelete: "cascade" }),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /**
     * How long a completion stays valid, in months (mandatory training is commonly yearly);
     * null: it does not expire. See institutions/completion-expiry.ts.
     */
    validityMonths: integer("validity_months"),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.courseId] }),
    check(
      "cohort_courses_validity_check",
      sql`${t.validityMonths} is null or ${t.validityMonths} between 1 and 120`,
    ),
  ],
);

/**
 * A learner in a cohort. Both keys are composite so that only a seat holder of the cohort's
 * own institution can be a member, and removing the seat removes the memberships.
 */
export const cohortMembers = pgTable(
  "cohort_members",
  {
    cohortId: uuid("cohort_id").notNull(),
    institutionId: uuid("institution_id").notNull(),
    userId: text("user_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.userId] }),
    index("cohort_members_user_idx").on(t.userId),
    foreignKey({
      name: "cohort_members_cohort_fk",
      columns: [t.cohortId, t.institutionId],
      foreignColumns: [cohorts.id, cohorts.institutionId],
    }).onDelete("cascade"),
    foreignKey({
      name: "cohort_members_seat_fk",
      columns: [t.institutionId, t.userId],
      foreignColumns: [institutionSeats.institutionId, institutionSeats.userId],
    }).onDelete("cascade"),
  ],
);

/**
 * An invitation to take a seat, sent by email. Only the token's SHA-256 is kept; it is used
 * once (`acceptedAt`) and expires (`expiresAt`). At most one open invitation per address.
 */
export const institutionInvitations = pgTable(
  "institution_invitations",
  {
    id: uuidPk(),
    institutionId: uuid("institution_id")
      .notNull()
      .references(() => institutionAccounts.id, { onDelete: "cascade" }),
    /** Lower-case. */
    email: text("email").notNull(),
    /** From the CSV's optional columns: filled in on sign-up, kept on the seat. */
    firstName: text("first_name"),
    lastName: text("last_name"),
    staffNumber: text("staff_number"),
    registrationNumber: text("registration_number"),
    cohortId: uuid("cohort_id").references(() => cohorts.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("institution_invitations_open_key")
      .on(t.institutionId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

export type InstitutionAccount = typeof institutionAccounts.$inferSelect;
export type Cohort = typeof cohorts.$inferSelect;
export type InstitutionInvitation = typeof institutionInvitations.$inferSelect;
