import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { institutionAccounts, institutionManagers, users } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";

export type ManagerOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: "no institution" | "no account" | "already a manager" | "not a manager" };

async function institutionNamed(tx: Pick<Db, "select">, institutionId: string) {
  const [institution] = await tx
    .select({ id: institutionAccounts.id, name: institutionAccounts.name })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  return institution ?? null;
}

/**
 * Names the account with this email a manager of the institution (docs/product/back-office.md#institution-accounts: an admin names the
 * first), with its audit entry, in one transaction. Only an existing account can be named.
 */
export async function nameManager(
  db: Db,
  actor: Actor,
  institutionId: string,
  email: string,
): Promise<ManagerOutcome> {
  return db.transaction(async (tx) => {
    const institution = await institutionNamed(tx, institutionId);
    if (!institution) return { ok: false, reason: "no institution" };
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) return { ok: false, reason: "no account" };
    const named = await tx
      .insert(institutionManagers)
      .values({
        institutionId,
        userId: user.id,
        namedBy: actor === "command line" ? null : actor.id,
      })
      .onConflictDoNothing()
      .returning({ userId: institutionManagers.userId });
    if (named.length === 0) return { ok: false, reason: "already a manager" };
    await recordAudit(tx, actor, {
      action: "institution.manager-named",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `Named ${user.email} a manager of “${institution.name}”`,
      before: null,
      after: { managerId: user.id, managerEmail: user.email },
    });
    return { ok: true, email: user.email };
  });
}

/** Removes a manager of the institution, with its audit entry; their account is untouched. */
export async function removeManager(
  db: Db,
  actor: Actor,
  institutionId: string,
  userId: string,
): Promise<ManagerOutcome> {
  return db.transaction(async (tx) => {
    const institution = await institutionNamed(tx, institutionId);
    if (!institution) return { ok: false, reason: "no institution" };
    const removed = await tx
      .delete(institutionManagers)
      .where(
        and(
          eq(institutionManagers.institutionId, institutionId),
          eq(institutionManagers.userId, userId),
        ),
      )
      .returning({ userId: institutionManagers.userId });
    if (removed.length === 0) return { ok: false, reason: "not a manager" };
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const email = user?.email ?? userId;
    await recordAudit(tx, actor, {
      action: "institution.manager-removed",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `Removed ${email} as a manager of “${institution.name}”`,
      before: { managerId: userId, managerEmail: email },
      after: null,
    });
    return { ok: true, email };
  });
}
