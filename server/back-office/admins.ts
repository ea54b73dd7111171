import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { admins, sessions, users } from "../db/schema/index";
import { recordAudit } from "../audit/audit-log";

export type GrantOutcome =
  "granted" | "already an admin" | "revoked" | "not an admin" | "no such account";

/**
 * Opens the back office to the account with this email (`npm run admin:grant`). The person
 * still sets up two-factor authentication before it opens (require-admin.ts).
 */
export async function grantAdmin(db: Db, email: string): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (!user) return "no such account";
    const inserted = await tx
      .insert(admins)
      .values({ userId: user.id })
      .onConflictDoNothing()
      .returning({ userId: admins.userId });
    if (inserted.length === 0) return "already an admin";
    await recordAudit(tx, "command line", {
      action: "admin.grant",
      subjectType: "member",
      subjectId: user.id,
      summary: `Back office opened to ${user.email}`,
      before: { admin: false },
      after: { admin: true },
    });
    return "granted";
  });
}

/**
 * Closes the back office to the account (`npm run admin:revoke`) and ends its sessions, so a
 * revoked admin is not left signed in with pages open.
 */
export async function revokeAdmin(db: Db, email: string): Promise<GrantOutcome> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    if (!user) return "no such account";
    const deleted = await tx
      .delete(admins)
      .where(eq(admins.userId, user.id))
      .returning({ userId: admins.userId });
    if (deleted.length === 0) return "not an admin";
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(tx, "command line", {
      action: "admin.revoke",
      subjectType: "member",
      subjectId: user.id,
      summary: `Back office closed to ${user.email}; their sessions ended`,
      before: { admin: true },
      after: { admin: false },
    });
    return "revoked";
  });
}
