import { and, eq, gt } from "drizzle-orm";
import type { Auth } from "../../accounts/auth/create-auth";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";

export type MemberActionOutcome = "done" | "already confirmed" | "no such member";

const accountOf = async (db: Pick<Db, "select">, userId: string) => {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
};

/**
 * Sends the member a new confirmation link through better-auth, as the member's own "Resend"
 * button does, then records it. better-auth queues the email outside our transaction, so the
 * entry is written once the message is in the queue (the worker sends it, decision 0028).
 */
export async function resendConfirmation(
  db: Db,
  auth: Auth,
  actor: Actor,
  userId: string,
): Promise<MemberActionOutcome> {
  const user = await accountOf(db, userId);
  if (!user) return "no such member";
  if (user.emailVerified) return "already confirmed";
  // No session headers: better-auth then finds the account by email and mails it.
  await auth.api.sendVerificationEmail({
    body: { email: user.email, callbackURL: "/auth/callback" },
  });
  await recordAudit(db, actor, {
    action: "member.resend-confirmation",
    subjectType: "member",
    subjectId: user.id,
    summary: `Confirmation email sent again to ${user.email}`,
    before: { emailVerified: false },
    after: { emailVerified: false, confirmationEmailSent: true },
  });
  return "done";
}

/**
 * Ends every session of the member, with its audit entry, in one transaction. Each request
 * reads its session from the table with nothing cached (decision 0020), so the member's next
 * request, on any device, is signed out.
 */
export async function endMemberSessions(
  db: Db,
  actor: Actor,
  userId: string,
): Promise<{ outcome: MemberActionOutcome; ended: number }> {
  return db.transaction(async (tx) => {
    const user = await accountOf(tx, userId);
    if (!user) return { outcome: "no such member", ended: 0 };
    const active = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(tx, actor, {
      action: "member.end-sessions",
      subjectType: "member",
      subjectId: user.id,
      summary: `Ended ${active.length} active session${active.length === 1 ? "" : "s"} of ${user.email}`,
      before: { activeSessions: active.length },
      after: { activeSessions: 0 },
    });
    return { outcome: "done", ended: active.length };
  });
}
