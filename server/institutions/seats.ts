import { and, eq, sql } from "drizzle-orm";
import { domainAllowed, type SeatRefusal } from "@common/institutions/seat-refusals";
import type { Db } from "../db/client";
import { cohortMembers, cohorts, institutionAccounts, institutionSeats } from "../db/schema/index";

export type SeatOutcome =
  | { ok: true; alreadyHeld: boolean }
  | { ok: false; refusal: Exclude<SeatRefusal, "invitation-expired" | "invitation-used"> };

/**
 * The one way a learner takes a seat (an accepted invitation, or a single sign-on), docs/product/institutions.md#seats.
 * The contract and the email domain are checked here; the seat count by the database itself
 * (migration 0008), so concurrent acceptances can never pass it. A cohort, when given, must be
 * the institution's own (cohort_members' composite key refuses any other).
 */
export async function takeSeat(
  db: Db,
  seat: {
    institutionId: string;
    userId: string;
    email: string;
    source: "invitation" | "sso";
    cohortId?: string | null;
  },
): Promise<SeatOutcome> {
  const [institution] = await db
    .select({
      emailDomains: institutionAccounts.emailDomains,
      contractActive: sql<boolean>`current_date between ${institutionAccounts.contractStart} and ${institutionAccounts.contractEnd}`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, seat.institutionId));
  if (!institution?.contractActive) return { ok: false, refusal: "contract-ended" };
  if (!domainAllowed(seat.email, institution.emailDomains)) {
    return { ok: false, refusal: "domain-not-allowed" };
  }

  let inserted: unknown[];
  try {
    inserted = await db
      .insert(institutionSeats)
      .values({ institutionId: seat.institutionId, userId: seat.userId, source: seat.source })
      .onConflictDoNothing()
      .returning({ userId: institutionSeats.userId });
  } catch (error) {
    if (violates(error, "institution_accounts_seats_within_count")) {
      return { ok: false, refusal: "no-seat-left" };
    }
    throw error;
  }
  if (inserted.length === 0) {
    const [held] = await db
      .select({ institutionId: institutionSeats.institutionId })
      .from(institutionSeats)
      .where(eq(institutionSeats.userId, seat.userId));
    if (held?.institutionId !== seat.institutionId) return { ok: false, refusal: "held-elsewhere" };
  }
  if (seat.cohortId) await joinCohort(db, seat.institutionId, seat.cohortId, seat.userId);
  return { ok: true, alreadyHeld: inserted.length === 0 };
}

/** Adds a seat holder to one of their institution's cohorts (nothing when already in it). */
export async function joinCohort(db: Db, institutionId: string, cohortId: string, userId: string) {
  const [cohort] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.institutionId, institutionId)));
  if (!cohort) return false;
  await db.insert(cohortMembers).values({ cohortId, institutionId, userId }).onConflictDoNothing();
  return true;
}

/** Removes a learner's seat: their institutional access ends on their next request. */
export async function releaseSeat(db: Db, institutionId: string, userId: string) {
  const removed = await db
    .delete(institutionSeats)
    .where(
      and(eq(institutionSeats.institutionId, institutionId), eq(institutionSeats.userId, userId)),
    )
    .returning({ userId: institutionSeats.userId });
  return removed.length > 0;
}

/** True when a database error is the refusal of the named constraint (pg and PGlite alike). */
function violates(error: unknown, constraint: string) {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { constraint?: string }).constraint === constraint) return true;
  }
  return false;
}
