import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cohorts,
  institutionInvitations,
  institutionSeats,
  profiles,
  users,
} from "../db/schema/index";

export const learnersPageSize = 25;
/** The open invitations shown at once; a count says how many more there are. */
export const invitationsShown = 100;

/** A page of the institution's seat holders, newest first (docs/product/institutions.md#learners-and-invitations). */
export async function seatHolderPage(db: Db, institutionId: string, page: number) {
  const where = eq(institutionSeats.institutionId, institutionId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: institutionSeats.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        accountName: users.name,
        email: users.email,
        joinedAt: institutionSeats.joinedAt,
        source: institutionSeats.source,
      })
      .from(institutionSeats)
      .innerJoin(users, eq(users.id, institutionSeats.userId))
      .leftJoin(profiles, eq(profiles.userId, institutionSeats.userId))
      .where(where)
      .orderBy(desc(institutionSeats.joinedAt), asc(users.email))
      .limit(learnersPageSize)
      .offset((page - 1) * learnersPageSize),
    db.select({ value: count() }).from(institutionSeats).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    rows: rows.map((row) => ({
      userId: row.userId,
      name: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : row.accountName,
      email: row.email,
      joinedAt: row.joinedAt.toISOString(),
      source: row.source as "invitation" | "sso",
    })),
  };
}

/** The institution's open invitations (expired ones included: they can be sent again). */
export async function openInvitationList(db: Db, institutionId: string) {
  const where = and(
    eq(institutionInvitations.institutionId, institutionId),
    isNull(institutionInvitations.acceptedAt),
    isNull(institutionInvitations.revokedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: institutionInvitations.id,
        email: institutionInvitations.email,
        cohortName: cohorts.name,
        sentAt: institutionInvitations.createdAt,
        expiresAt: institutionInvitations.expiresAt,
        expired: sql<boolean>`${institutionInvitations.expiresAt} <= now()`,
      })
      .from(institutionInvitations)
      .leftJoin(cohorts, eq(cohorts.id, institutionInvitations.cohortId))
      .where(where)
      .orderBy(desc(institutionInvitations.createdAt), asc(institutionInvitations.email))
      .limit(invitationsShown),
    db.select({ value: count() }).from(institutionInvitations).where(where),
  ]);
  return {
    total: total?.value ?? 0,
    rows: rows.map((row) => ({
      ...row,
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/** The institution's cohorts by name, for the invitation form's choice. */
export function cohortChoices(db: Db, institutionId: string) {
  return db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.institutionId, institutionId))
    .orderBy(asc(cohorts.name));
}
