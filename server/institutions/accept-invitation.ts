import { and, eq, isNull } from "drizzle-orm";
import type { SeatRefusal } from "@common/institutions/seat-refusals";
import type { Db } from "../db/client";
import { recordAudit } from "../audit/audit-log";
import { institutionAccounts, institutionInvitations, institutionSeats } from "../db/schema/index";
import { hashInvitationToken } from "./invitation-token";
import { takeSeat, type SeatOutcome } from "./seats";

/** An invitation as its link shows it, before anyone accepts. */
export type InvitationState = "open" | "expired" | "used" | "withdrawn";

/** The invitation behind a link's token, with its institution; null for an unknown token. */
export async function findInvitation(db: Db, token: string) {
  const [found] = await db
    .select({
      id: institutionInvitations.id,
      email: institutionInvitations.email,
      expiresAt: institutionInvitations.expiresAt,
      acceptedAt: institutionInvitations.acceptedAt,
      revokedAt: institutionInvitations.revokedAt,
      acceptedBy: institutionInvitations.acceptedBy,
      institutionId: institutionAccounts.id,
      institutionName: institutionAccounts.name,
      emailDomains: institutionAccounts.emailDomains,
    })
    .from(institutionInvitations)
    .innerJoin(
      institutionAccounts,
      eq(institutionAccounts.id, institutionInvitations.institutionId),
    )
    .where(eq(institutionInvitations.tokenHash, hashInvitationToken(token)));
  if (!found) return null;
  return { ...found, state: stateOf(found) };
}

function stateOf(row: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null }) {
  if (row.acceptedAt) return "used" as const;
  if (row.revokedAt) return "withdrawn" as const;
  if (row.expiresAt.getTime() <= Date.now()) return "expired" as const;
  return "open" as const;
}

export type AcceptOutcome =
  | { ok: true; institutionId: string; alreadyHeld: boolean }
  | { ok: false; refusal: SeatRefusal | "withdrawn" | "unknown" };

class SeatRefused extends Error {
  constructor(readonly outcome: Extract<SeatOutcome, { ok: false }>) {
    super(outcome.refusal);
  }
}

/**
 * Accepts an invitation for the signed-in learner (docs/product/institutions.md#invitations): the seat is taken with takeSeat
 * and the invitation marked accepted in one transaction, the invitation's row locked first so
 * that a link clicked twice is used once. A refused seat rolls back to a savepoint (the failed
 * statement would otherwise end the transaction) and leaves the invitation open. The seat takes
 * the invitation's staff number (a number the seat already has, from SCIM say, is kept), and the
 * join is audited in the same transaction.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  user: { id: string; email: string },
  clientIp?: string,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(institutionInvitations)
      .where(eq(institutionInvitations.tokenHash, hashInvitationToken(token)))
      .for("update");
    if (!invitation) return { ok: false, refusal: "unknown" };
    const state = stateOf(invitation);
    if (state === "used" && invitation.acceptedBy === user.id) {
      return { ok: true, institutionId: invitation.institutionId, alreadyHeld: true };
    }
    if (state === "used") return { ok: false, refusal: "invitation-used" };
    if (state === "withdrawn") return { ok: false, refusal: "withdrawn" };
    if (state === "expired") return { ok: false, refusal: "invitation-expired" };
    let seat: Extract<SeatOutcome, { ok: true }>;
    try {
      seat = await tx.transaction(async (savepoint) => {
        const outcome = await takeSeat(savepoint, {
          institutionId: invitation.institutionId,
          userId: user.id,
          email: user.email,
          source: "invitation",
          cohortId: invitation.cohortId,
        });
        if (!outcome.ok) throw new SeatRefused(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof SeatRefused) return { ok: false, refusal: error.outcome.refusal };
      throw error;
    }
    await tx
      .update(institutionInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(institutionInvitations.id, invitation.id));
    if (invitation.staffNumber) {
      await tx
        .update(institutionSeats)
        .set({ staffNumber: invitation.staffNumber })
        .where(
          and(
            eq(institutionSeats.institutionId, invitation.institutionId),
            eq(institutionSeats.userId, user.id),
            isNull(institutionSeats.staffNumber),
          ),
        );
    }
    if (!seat.alreadyHeld) {
      await recordAudit(tx, user, {
        action: "learner.joined",
        subjectType: "user",
        subjectId: user.id,
        summary: `${user.email} joined via invitation`,
        after: { via: "invitation", invitationId: invitation.id, cohortId: invitation.cohortId },
        institutionId: invitation.institutionId,
        ipAddress: clientIp ?? null,
      });
    }
    return { ok: true, institutionId: invitation.institutionId, alreadyHeld: seat.alreadyHeld };
  });
}
