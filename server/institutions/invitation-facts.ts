import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  cohorts,
  institutionAccounts,
  institutionInvitations,
  institutionSeats,
  users,
} from "../db/schema/index";
import type { InvitationFacts } from "./classify-invitations";
import { indexCohorts } from "./invitation-cohort-names";

/** Open and unexpired: the invitations that still promise a seat. */
export const openInvitation = (institutionId: string) =>
  and(
    eq(institutionInvitations.institutionId, institutionId),
    isNull(institutionInvitations.acceptedAt),
    isNull(institutionInvitations.revokedAt),
    gt(institutionInvitations.expiresAt, sql`now()`),
  );

/**
 * The institution's side of a list of addresses, read in `db` (a transaction that holds the
 * institution's row when the list is about to be applied). Outstanding invitations count
 * against the seats left, so a preview never promises more seats than there are.
 */
export async function invitationFacts(
  db: Db,
  institutionId: string,
  emails: string[],
  { lock = false } = {},
): Promise<InvitationFacts | null> {
  const account = db
    .select({
      seatCount: institutionAccounts.seatCount,
      seatsHeld: institutionAccounts.seatsHeld,
      emailDomains: institutionAccounts.emailDomains,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  const [institution] = lock ? await account.for("update") : await account;
  if (!institution) return null;
  const invited = await db
    .select({ email: institutionInvitations.email })
    .from(institutionInvitations)
    .where(openInvitation(institutionId));
  const asked = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const holders =
    asked.length === 0
      ? []
      : await db
          .select({ email: sql<string>`lower(${users.email})` })
          .from(institutionSeats)
          .innerJoin(users, eq(users.id, institutionSeats.userId))
          .where(
            and(
              eq(institutionSeats.institutionId, institutionId),
              inArray(sql`lower(${users.email})`, asked),
            ),
          );
  const cohortRows = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(eq(cohorts.institutionId, institutionId));
  return {
    emailDomains: institution.emailDomains,
    seatsLeft: institution.seatCount - institution.seatsHeld - invited.length,
    seatHolders: new Set(holders.map((row) => row.email)),
    invited: new Set(invited.map((row) => row.email)),
    cohortsByKey: indexCohorts(cohortRows),
  };
}
