import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";

/** Who acted: a signed-in admin, or the command line (grants and revocations). */
export type Actor = { id: string; email: string } | "command line";

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** One line a person reads in the log, e.g. "Enquiry from Dr Ada Lovelace: new → contacted". */
  summary: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Appends one entry to the audit log. Call it inside the transaction that makes the change, so
 * a change is never without its entry and an entry never without its change.
 */
export async function recordAudit(db: Pick<Db, "insert">, actor: Actor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor === "command line" ? null : actor.id,
    actor: actor === "command line" ? actor : actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
