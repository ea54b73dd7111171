import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  accounts,
  admins,
  assessmentDraws,
  assessmentResults,
  careerApplications,
  certificates,
  cohortMembers,
  courseEnrollments,
  courseReflections,
  courseRenewals,
  emailOptOuts,
  externalCpdActivities,
  institutionManagers,
  institutionSeats,
  learnerCourseStanding,
  lessonEngagement,
  notices,
  practiceActions,
  practiceAttempts,
  profiles,
  scimUsers,
  sessions,
  subscriptions,
  twoFactors,
  userNotes,
  userProgress,
  users,
  verifications,
} from "../db/schema/index";

/**
 * One table that holds rows of a person. `owner` is the column that holds their user id.
 * `export` says under which key "Download my data" lists the rows and which columns it takes
 * (every column when `columns` is left out), or why the table is left out of the export.
 */
export type OwnedTable = {
  table: PgTable;
  owner: PgColumn;
  export: { key: string; columns?: Record<string, PgColumn>; one?: true } | { omitted: string };
  /** A column holding the storage path of an uploaded résumé, removed after the deletion. */
  resumePath?: PgColumn;
};

/**
 * Every table that holds a person's own data: the one list that both the export
 * (export-user-data.ts) and the deletion (delete-account.ts) read, so a table cannot be in one
 * and missing from the other. Secrets (session tokens, password hashes, provider tokens) are
 * never among the exported columns. The export keeps this order; deletion goes in reverse, so
 * the person's own `users` row, which the others point at, goes last.
 * owned-tables.test.ts fails when a table with a `user_id` column is missing here.
 */
export const ownedTables = [
  {
    table: users,
    owner: users.id,
    export: {
      key: "user",
      one: true,
      columns: {
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      },
    },
  },
  { table: profiles, owner: profiles.userId, export: { key: "profile", one: true } },
  {
    table: sessions,
    owner: sessions.userId,
    export: {
      key: "sessions",
      columns: {
        id: sessions.id,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
      },
    },
  },
  {
    table: accounts,
    owner: accounts.userId,
    export: {
      key: "accounts",
      columns: { providerId: accounts.providerId, createdAt: accounts.createdAt },
    },
  },
  {
    table: verifications,
    // better-auth keeps pending password-reset tokens here with the user id as their value.
    owner: verifications.value,
    export: { omitted: "pending password-reset tokens, which are secrets" },
  },
  {
    table: twoFactors,
    owner: twoFactors.userId,
    export: { omitted: "the authenticator key and backup codes, which are secrets" },
  },
  { table: courseEnrollments, owner: courseEnrollments.userId, export: { key: "enrolments" } },
  { table: userProgress, owner: userProgress.userId, export: { key: "progress" } },
  // What the server measured of their study (docs/product/learning.md#engagement).
  { table: lessonEngagement, owner: lessonEngagement.userId, export: { key: "lessonEngagement" } },
  // Kept by the database from the rows above (decision 0066): nothing of theirs that is not there.
  {
    table: learnerCourseStanding,
    owner: learnerCourseStanding.userId,
    export: {
      omitted: "a summary the database computes from their progress, results and sessions",
    },
  },
  { table: userNotes, owner: userNotes.userId, export: { key: "notes" } },
  {
    table: assessmentResults,
    owner: assessmentResults.userId,
    export: { key: "assessmentResults" },
  },
  // The questions of an attempt shown and not yet submitted (docs/product/learning.md#assessment).
  {
    table: assessmentDraws,
    owner: assessmentDraws.userId,
    export: { key: "openAssessmentAttempts" },
  },
  { table: certificates, owner: certificates.userId, export: { key: "certificates" } },
  {
    table: courseReflections,
    owner: courseReflections.userId,
    export: { key: "courseReflections" },
  },
  {
    table: externalCpdActivities,
    owner: externalCpdActivities.userId,
    export: { key: "externalCpdActivities" },
  },
  // Practice sessions (docs/product/practice.md#practice-history): each attempt and its action log.
  { table: practiceAttempts, owner: practiceAttempts.userId, export: { key: "practiceAttempts" } },
  {
    table: practiceActions,
    owner: practiceActions.userId,
    export: {
      key: "practiceActions",
      columns: {
        attemptId: practiceActions.attemptId,
        step: practiceActions.step,
        actionId: practiceActions.actionId,
        outcome: practiceActions.outcome,
        offsetMs: practiceActions.offsetMs,
        createdAt: practiceActions.createdAt,
      },
    },
  },
  {
    table: careerApplications,
    owner: careerApplications.userId,
    export: { key: "careerApplications" },
    resumePath: careerApplications.resumeUrl,
  },
  { table: subscriptions, owner: subscriptions.userId, export: { key: "subscription", one: true } },
  {
    // The institution seat they hold (docs/product/institutions.md#seats): which institution, since when, how taken.
    table: institutionSeats,
    owner: institutionSeats.userId,
    export: { key: "institutionSeat", one: true },
  },
  {
    table: cohortMembers,
    owner: cohortMembers.userId,
    export: { key: "cohortMemberships" },
  },
  {
    table: institutionManagers,
    owner: institutionManagers.userId,
    export: {
      key: "institutionsManaged",
      columns: {
        institutionId: institutionManagers.institutionId,
        since: institutionManagers.createdAt,
      },
    },
  },
  { table: courseRenewals, owner: courseRenewals.userId, export: { key: "courseRenewals" } },
  { table: notices, owner: notices.userId, export: { key: "notices" } },
  { table: emailOptOuts, owner: emailOptOuts.userId, export: { key: "emailOptOuts" } },
  {
    // The institution's directory's record of them (SCIM); what it says is theirs to see.
    table: scimUsers,
    owner: scimUsers.userId,
    export: {
      key: "directoryRecords",
      columns: {
        institutionId: scimUsers.institutionId,
        externalId: scimUsers.externalId,
        userName: scimUsers.userName,
        givenName: scimUsers.givenName,
        familyName: scimUsers.familyName,
        active: scimUsers.active,
      },
    },
  },
  {
    // Staff only: when the back office was opened to them (npm run admin:grant).
    table: admins,
    owner: admins.userId,
    export: { key: "backOfficeAccess", one: true, columns: { grantedAt: admins.createdAt } },
  },
] as const satisfies readonly OwnedTable[];

/**
 * Tables with a `user_id` column or a key to `users` that are deliberately not the person's own
 * data, each with the reason; owned-tables.test.ts accepts only these beside `ownedTables`.
 */
export const userIdButNotOwned: Record<string, string> = {
  sso_providers:
    "an institution's single sign-on settings; `user_id` is the admin who last saved them, " +
    "set to null when that account is deleted",
  institution_invitations:
    "an institution's record of the invitations its managers sent; the inviter and the person " +
    "who accepted are kept by id only, and set to null when their account is deleted",
  institutions:
    "the institution picker's shared list of names; `proposed_by` is who typed a name first, " +
    "for the back office's queue (their own copy is the profile's text), set to null when " +
    "their account is deleted",
  training_records:
    "the compliance record an institution keeps of a learner who left (course, completion, " +
    "score, certificate number), under its own lawful basis and retention period " +
    "(docs/product/institutions.md#training-records); `user_id` is set to null when the account is deleted",
};

/** The columns the export takes from a table. */
export function exportedColumns(entry: OwnedTable): Record<string, PgColumn> {
  if (!("key" in entry.export)) return {};
  return entry.export.columns ?? getTableColumns(entry.table);
}

type Exported = Extract<(typeof ownedTables)[number]["export"], { key: string }>;
/** The keys of "Download my data" that hold the person's rows. */
export type ExportKey = Exported["key"];
