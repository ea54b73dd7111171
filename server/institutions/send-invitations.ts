import { and, eq, isNull } from "drizzle-orm";
import { invitationLifetimeDays } from "@common/institutions/manager-forms";
import type { InvitationRow } from "@common/institutions/invitation-outcomes";
import type { Db, DbOrTx } from "../db/client";
import { cohorts, institutionInvitations } from "../db/schema/index";
import type { MailQueue } from "../mail/mail-queue";
import { classifyInvitations } from "./classify-invitations";
import { invitationEmail } from "./invitation-email";
import { invitationFacts } from "./invitation-facts";
import { newInvitationToken } from "./invitation-token";

export type InvitationDeps = { db: Db; mailQueue: MailQueue; appUrl: string };
export type SendResult =
  | { ok: true; invited: number }
  /** Nothing was sent: the rows as they stand now (a changed list, or none that can be sent). */
  | { ok: false; rows: InvitationRow[] };

/**
 * Sends the invitations of the rows that pass every check, judged again here on facts read
 * under a lock on the institution's row (two managers sending at once are taken in turn).
 * With `expected` (the addresses a preview promised), nothing is sent unless exactly those
 * would be: what the manager confirmed is what happens, or they are shown the new preview.
 */
export async function sendInvitations(
  deps: InvitationDeps,
  institution: { id: string; name: string },
  invitedBy: string,
  rows: { line: number; email: string; cohort: string }[],
  expected?: string[],
): Promise<SendResult> {
  return deps.db.transaction(async (tx) => {
    const facts = await invitationFacts(
      tx,
      institution.id,
      rows.map((row) => row.email),
      { lock: true },
    );
    if (!facts) return { ok: false, rows: [] };
    const judged = classifyInvitations(rows, facts);
    const sendable = judged.filter((row) => row.outcome.kind === "will-invite");
    const publicRows = judged.map(({ line, email, cohort, outcome }) => ({
      line,
      email,
      cohort,
      outcome,
    }));
    const promised = expected && [...expected].sort().join("\n");
    const changed =
      promised !== undefined &&
      promised !==
        sendable
          .map((row) => row.normalised)
          .sort()
          .join("\n");
    if (changed || sendable.length === 0) return { ok: false, rows: publicRows };
    for (const row of sendable) {
      await invite(tx, deps, institution, invitedBy, {
        email: row.normalised,
        cohortId: row.cohortId,
        cohortName: row.cohortId ? row.cohort : null,
      });
    }
    return { ok: true, invited: sendable.length };
  });
}

/**
 * A new invitation for one address, replacing any open one (expired included: the address has
 * one open invitation at most), with its email queued in the same transaction.
 */
async function invite(
  tx: DbOrTx,
  deps: InvitationDeps,
  institution: { id: string; name: string },
  invitedBy: string,
  to: { email: string; cohortId: string | null; cohortName: string | null },
) {
  await tx
    .update(institutionInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(institutionInvitations.institutionId, institution.id),
        eq(institutionInvitations.email, to.email),
        isNull(institutionInvitations.acceptedAt),
        isNull(institutionInvitations.revokedAt),
      ),
    );
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(Date.now() + invitationLifetimeDays * 24 * 3_600_000);
  await tx.insert(institutionInvitations).values({
    institutionId: institution.id,
    email: to.email,
    cohortId: to.cohortId,
    tokenHash,
    invitedBy,
    expiresAt,
  });
  const url = new URL(`/invitations/${token}`, deps.appUrl).href;
  await deps.mailQueue.enqueue(
    {
      to: to.email,
      ...invitationEmail({
        institutionName: institution.name,
        cohortName: to.cohortName,
        url,
        expiresAt,
      }),
    },
    { tx },
  );
}

/** Sends an open invitation again with a new link; the old link stops working. */
export async function resendInvitation(
  deps: InvitationDeps,
  institution: { id: string; name: string },
  invitedBy: string,
  invitationId: string,
) {
  return deps.db.transaction(async (tx) => {
    const [open] = await tx
      .select({
        email: institutionInvitations.email,
        cohortId: institutionInvitations.cohortId,
        cohortName: cohorts.name,
      })
      .from(institutionInvitations)
      .leftJoin(cohorts, eq(cohorts.id, institutionInvitations.cohortId))
      .where(
        and(
          eq(institutionInvitations.id, invitationId),
          eq(institutionInvitations.institutionId, institution.id),
          isNull(institutionInvitations.acceptedAt),
          isNull(institutionInvitations.revokedAt),
        ),
      )
      .for("update", { of: institutionInvitations });
    if (!open) return null;
    await invite(tx, deps, institution, invitedBy, open);
    return open.email;
  });
}

/** Withdraws an open invitation of the institution: its link stops working. */
export async function revokeInvitation(db: Db, institutionId: string, invitationId: string) {
  const revoked = await db
    .update(institutionInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(institutionInvitations.id, invitationId),
        eq(institutionInvitations.institutionId, institutionId),
        isNull(institutionInvitations.acceptedAt),
        isNull(institutionInvitations.revokedAt),
      ),
    )
    .returning({ email: institutionInvitations.email });
  return revoked[0]?.email ?? null;
}
