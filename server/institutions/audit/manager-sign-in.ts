import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";

/**
 * A sign-in to the manager area is recorded once per session and institution (decision 0064):
 * the entry's subject is a digest of the session's id, so the gate's one statement can ask
 * whether it is there (the subject index) without the log holding anything that names a session.
 */
export const signInSubjectType = "manager-session";

export const sessionDigest = (sessionId: string) =>
  createHash("sha256").update(sessionId).digest("hex").slice(0, 32);

/** The entry of this session's sign-in to this institution's manager area (for `exists`). */
export function signInEntry(db: Pick<Db, "select">, sessionId: string, institutionId: string) {
  return db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, signInSubjectType),
        eq(auditLog.subjectId, sessionDigest(sessionId)),
        eq(auditLog.action, "manager.signed-in"),
        eq(auditLog.institutionId, institutionId),
      ),
    );
}

/**
 * Records the sign-in when the gate found none, once even when several tabs open at the same
 * moment: a transaction-scoped advisory lock on the session and institution serialises them, and
 * the conditional insert, run after the lock, sees an entry another tab committed. Later page
 * loads add no statement at all (the gate's `exists` answers first).
 */
export async function recordManagerSignIn(
  db: Db,
  input: {
    user: { id: string; email: string; sessionId: string };
    institutionId: string;
    role: string;
    ipAddress: string | null;
  },
) {
  const { user, institutionId, role, ipAddress } = input;
  const summary = `${user.email} signed in to the manager area as ${role}`;
  const digest = sessionDigest(user.sessionId);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${signInSubjectType}:${digest}:${institutionId}`}, 0))`,
    );
    await tx.execute(sql`
      insert into ${auditLog} (actor_id, actor, action, subject_type, subject_id, summary, institution_id, ip_address)
      select ${user.id}, ${user.email}, 'manager.signed-in', ${signInSubjectType},
        ${digest}, ${summary}, ${institutionId}, ${ipAddress}
      where not exists (${signInEntry(tx, user.sessionId, institutionId)})`);
  });
}
