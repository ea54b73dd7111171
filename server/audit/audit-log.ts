import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";

/** Who acted: a signed-in person (an admin, a manager or reporter, a learner), or the command line. */
export type Actor = { id: string; email: string } | "command line";

/** An actor of the audit log: a person, the command line, or a system such as "SCIM" or "retention job". */
export type AuditActor = Actor | { system: string };

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** One line a person reads in the log, e.g. "Enquiry from Dr Ada Lovelace: new → contacted". */
  summary: string;
  before?: unknown;
  after?: unknown;
  /** The institution the action was in or on: its manager area's log lists it. */
  institutionId?: string | null;
  /** The actor's address (clientIpOf), when the action came from a request. */
  ipAddress?: string | null;
};

/**
 * Appends one entry to the audit log. Call it inside the transaction that makes the change, so
 * a change is never without its entry and an entry never without its change.
 */
export async function recordAudit(db: Pick<Db, "insert">, actor: AuditActor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: typeof actor === "object" && "id" in actor ? actor.id : null,
    actor: actor === "command line" ? actor : "system" in actor ? actor.system : actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    institutionId: entry.institutionId ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
