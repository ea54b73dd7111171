import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { inboxKinds, type InboxKind } from "./inbox-kinds";

export type ReadStateOutcome = "changed" | "unchanged" | "missing";

/**
 * Marks an inbox item read (now) or unread, with its audit entry, in one transaction. Marking
 * it as it already is records nothing, and keeps the time it was first read.
 */
export async function setReadState(
  db: Db,
  actor: Actor,
  kind: InboxKind,
  id: string,
  read: boolean,
): Promise<ReadStateOutcome> {
  const { table, subjectType, noun } = inboxKinds[kind];
  return db.transaction(async (tx) => {
    // The three tables share these columns; drizzle cannot type a query over a union of tables.
    const item = table as typeof inboxKinds.message.table;
    const [row] = await tx
      .select({ readAt: item.readAt, firstName: item.firstName, lastName: item.lastName })
      .from(item)
      .where(eq(item.id, id))
      .for("update");
    if (!row) return "missing";
    if (Boolean(row.readAt) === read) return "unchanged";
    const readAt = read ? new Date() : null;
    await tx.update(item).set({ readAt }).where(eq(item.id, id));
    await recordAudit(tx, actor, {
      action: `${subjectType}.${read ? "mark-read" : "mark-unread"}`,
      subjectType,
      subjectId: id,
      summary: `Marked the ${noun} from ${row.firstName} ${row.lastName} ${read ? "read" : "unread"}`,
      before: { readAt: row.readAt?.toISOString() ?? null },
      after: { readAt: readAt?.toISOString() ?? null },
    });
    return "changed";
  });
}
