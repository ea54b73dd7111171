import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { institutionAccounts, institutionSeats } from "../db/schema/index";
import { keepTrainingRecords } from "../institutions/records/keep-training-records";
import { ScimError } from "./scim-messages";

/**
 * Gives a provisioned person a seat (source "scim"), or keeps the one they hold here with the
 * directory's staff number. The seat count is checked by the database (migration 0008): past it
 * the insert fails and the caller's transaction answers `seatsFullError`.
 */
export async function seatFromDirectory(
  tx: DbOrTx,
  institutionId: string,
  userId: string,
  staffNumber: string | null,
) {
  const [contract] = await tx
    .select({
      running: sql<boolean>`current_date between ${institutionAccounts.contractStart} and ${institutionAccounts.contractEnd}`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  if (!contract?.running) {
    throw new ScimError(403, "The institution's contract is not running, so no seat can be taken.");
  }
  const inserted = await tx
    .insert(institutionSeats)
    .values({ institutionId, userId, source: "scim", staffNumber })
    .onConflictDoNothing()
    .returning({ userId: institutionSeats.userId });
  if (inserted.length > 0) return;
  const updated = await tx
    .update(institutionSeats)
    .set({ staffNumber })
    .where(
      and(eq(institutionSeats.institutionId, institutionId), eq(institutionSeats.userId, userId)),
    )
    .returning({ userId: institutionSeats.userId });
  if (updated.length === 0) throw heldElsewhereError();
}

/**
 * Ends a provisioned person's seat: the compliance record is kept first (status "removed"),
 * then the seat and its cohort memberships go. Nothing when they hold no seat here.
 */
export async function endDirectorySeat(tx: DbOrTx, institutionId: string, userId: string) {
  await keepTrainingRecords(tx, { institutionId, userId, status: "removed" });
  await tx
    .delete(institutionSeats)
    .where(
      and(eq(institutionSeats.institutionId, institutionId), eq(institutionSeats.userId, userId)),
    );
}

export const heldElsewhereError = () =>
  new ScimError(
    409,
    "This person's Clinova account holds a seat of another institution. They must leave it (or that institution must remove them) before your directory can give them one.",
    "uniqueness",
  );

/** The refusal of the database's seat-count check, in words an IT team can act on. */
export const seatsFullError = (name: string, seatCount: number) =>
  new ScimError(
    409,
    `All ${seatCount} seats of ${name} are taken, so this user was not given one. Deactivate users who have left, or ask Clinova for more seats, then retry.`,
  );

/** True when a database error is the seat-count check refusing a seat (pg and PGlite alike). */
export function isSeatCountRefusal(error: unknown) {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { constraint?: string }).constraint === "institution_accounts_seats_within_count") {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
