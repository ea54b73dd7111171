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
 * Records the sign-in when the gate found none: one conditional insert, so a second tab opened
 * at the same moment rarely adds a second entry, and later page loads add no statement at all.
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
  await db.execute(sql`
    insert into ${auditLog} (actor_id, actor, action, subject_type, subject_id, summary, institution_id, ip_address)
    select ${user.id}, ${user.email}, 'manager.signed-in', ${signInSubjectType},
      ${sessionDigest(user.sessionId)}, ${summary}, ${institutionId}, ${ipAddress}
    where not exists (${signInEntry(db, user.sessionId, institutionId)})`);
}
