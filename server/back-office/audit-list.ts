import { eq, ilike, or } from "drizzle-orm";
import type { AuditListSort } from "@common/back-office/audit-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "./list-page";

const sortable = { createdAt: auditLog.createdAt, actor: auditLog.actor, action: auditLog.action };

/** One page of the audit log, searched by actor, action, summary or the changed item's id. */
export async function listAuditEntries(db: Db, query: ListQuery<AuditListSort>) {
  const pattern = containing(query.q);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actor: auditLog.actor,
      action: auditLog.action,
      summary: auditLog.summary,
      matching: matchingRows,
    })
    .from(auditLog)
    .where(
      query.q
        ? or(
            ilike(auditLog.actor, pattern),
            ilike(auditLog.action, pattern),
            ilike(auditLog.summary, pattern),
            eq(auditLog.subjectId, query.q),
          )
        : undefined,
    )
    .orderBy(...orderFor(query, sortable, auditLog.id))
    .limit(limit)
    .offset(offset);
  const page = toListPage(rows, query);
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** One entry with its before and after; null when there is none. */
export async function findAuditEntry(db: Db, id: number) {
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return entry ? { ...entry, createdAt: entry.createdAt.toISOString() } : null;
}
