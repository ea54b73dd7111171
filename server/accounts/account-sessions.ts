import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema/index";

/**
 * The owner's unexpired sessions, newest activity first, without their tokens. Read from our
 * table rather than better-auth's listSessions, which returns every token and refuses sessions
 * older than a day (docs/decisions/0005-sessions-listed-from-our-table.md).
 */
export function listActiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
}

/** The token of one of the owner's sessions, or null: another user's session id finds nothing. */
export async function ownSessionToken(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row?.token ?? null;
}
