import { eq } from "drizzle-orm";
import type { AuditActor } from "../audit/audit-log";
import type { DbOrTx } from "../db/client";
import { users } from "../db/schema/index";

/**
 * The manager who sends or withdraws invitations, as the audit log names them. The callers hold
 * only their id (the learners page passes it), so it is read here, in the change's transaction.
 */
export async function invitationActor(tx: DbOrTx, userId: string): Promise<AuditActor> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { id: userId, email: user?.email ?? userId };
}
