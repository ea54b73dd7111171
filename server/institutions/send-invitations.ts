import { and, eq, isNull } from "drizzle-orm";
import { invitationLifetimeDays } from "@common/institutions/manager-forms";
import type { InvitationRow } from "@common/institutions/invitation-outcomes";
import type { InviteeDetails } from "@common/institutions/invitee-details";
import { recordAudit } from "../audit/audit-log";
import type { Db, DbOrTx } from "../db/client";
import { cohorts, institutionInvitations } from "../db/schema/index";
import type { MailQueue } from "../mail/mail-queue";
import { classifyInvitations, publicRow } from "./classify-invitations";
import { invitationEmail } from "./invitation-email";
import { invitationFacts } from "./invitation-facts";
import { invitationActor } from "./invitation-audit";
import type { CsvRow } from "./invitation-csv";
import { newInvitationToken } from "./invitation-token";

/** `clientIp`: the manager's address, for the audit log (context.clientIp). */
export type InvitationDeps = { db: Db; mailQueue: MailQueue; appUrl: string; clientIp?: string };
export type SendResult =
  | { ok: true; invited: number }
  /** Nothing was sent: the rows as they stand now (a changed list, or none that can be sent). */
  | { ok: false; rows: InvitationRow[] };

type Invitee = { email: string; cohortId: string | null; cohortName: string | null } & {
  [K in keyof InviteeDetails]: string | null;
};

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
  rows: CsvRow[],
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
    const promised = expected && [...expected].sort().join("\n");
    const changed =
      promised !== undefined &&
      promised !==
        sendable
          .map((row) => row.normalised)
          .sort()
          .join("\n");
    if (changed || sendable.length === 0) return { ok: false, rows: judged.map(publicRow) };
    const actor = await invitationActor(tx, invitedBy);
    for (const row of sendable) {
      const id = await invite(tx, deps, institution, invitedBy, {
        email: row.normalised,
        cohortId: row.cohortId,
        cohortName: row.cohortId ? (row.matchedCohort ?? row.cohort) : null,
        firstName: row.firstName || null,
        lastName: row.lastName || null,
        staffNumber: row.staffNumber || null,
        registrationNumber: row.registrationNumber || null,
      });
      await recordAudit(tx, actor, {
        action: "invitation.sent",
        subjectType: "invitation",
        subjectId: id,
        summary: `Invited ${row.normalised}${row.cohortId ? ` to ${row.matchedCohort ?? row.cohort}` : ""}`,
        after: { email: row.normalised, cohort: row.matchedCohort ?? (row.cohort || null) },
        institutionId: institution.id,
        ipAddress: deps.clientIp ?? null,
      });
    }
    return { ok: true, invited: sendable.length };
  });
}

/**
 * A new invitation for one address, replacing any open one (expired included: the address has
 * one open invitation at most), with its email queued in the same transaction. Its id.
 */
async function invite(
  tx: DbOrTx,
  deps: InvitationDeps,
  institution: { id: string; name: string },
  invitedBy: string,
  to: Invitee,
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
  const [created] = await tx
    .insert(institutionInvitations)
    .values({
      institutionId: institution.id,
      email: to.email,
      cohortId: to.cohortId,
      firstName: to.firstName,
      lastName: to.lastName,
      staffNumber: to.staffNumber,
      registrationNumber: to.registrationNumber,
      tokenHash,
      invitedBy,
      expiresAt,
    })
    .returning({ id: institutionInvitations.id });
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
  return created!.id;
}

/** Sends an open invitation again with a new link, keeping its details; the old link stops working. */
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
        firstName: institutionInvitations.firstName,
        lastName: institutionInvitations.lastName,
        staffNumber: institutionInvitations.staffNumber,
        registrationNumber: institutionInvitations.registrationNumber,
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
    const id = await invite(tx, deps, institution, invitedBy, open);
    await recordAudit(tx, await invitationActor(tx, invitedBy), {
      action: "invitation.resent",
      subjectType: "invitation",
      subjectId: id,
      summary: `Sent the invitation to ${open.email} again`,
      before: { invitationId },
      after: { invitationId: id },
      institutionId: institution.id,
      ipAddress: deps.clientIp ?? null,
    });
    return open.email;
  });
}

/** Withdraws an open invitation of the institution: its link stops working. */
export async function revokeInvitation(
  db: Db,
  institutionId: string,
  invitationId: string,
  by: { userId: string; clientIp?: string },
) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
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
    if (!revoked) return null;
    await recordAudit(tx, await invitationActor(tx, by.userId), {
      action: "invitation.revoked",
      subjectType: "invitation",
      subjectId: invitationId,
      summary: `Revoked the invitation to ${revoked.email}`,
      institutionId,
      ipAddress: by.clientIp ?? null,
    });
    return revoked.email;
  });
}
