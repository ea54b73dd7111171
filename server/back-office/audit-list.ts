import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { AuditFilter } from "@common/audit/audit-filter";
import { auditCsvResponse, auditCsvStream } from "../audit/audit-csv";
import { auditFilterWhere } from "../audit/audit-filter-sql";
import type { AuditListSort } from "@common/back-office/audit-list";
import type { ListQuery } from "@common/back-office/list-query";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";
import { containing } from "@common/sql-like";
import { matchingRows, orderFor, pageWindow, toListPage } from "./list-page";

const sortable = { createdAt: auditLog.createdAt, actor: auditLog.actor, action: auditLog.action };

/** The search box's and the filters' WHERE: the page and its CSV select the same entries. */
const matching = (q: string, filter: AuditFilter) => {
  const pattern = containing(q);
  return and(
    q
      ? or(
          ilike(auditLog.actor, pattern),
          ilike(auditLog.action, pattern),
          ilike(auditLog.summary, pattern),
          eq(auditLog.subjectId, q),
        )
      : undefined,
    auditFilterWhere(filter),
  );
};

/**
 * One page of the audit log, searched by actor, action, summary or the changed item's id, and
 * filtered by dates, actor and action; with the actions the log holds, for the action filter.
 */
export async function listAuditEntries(
  db: Db,
  query: ListQuery<AuditListSort>,
  filter: AuditFilter,
) {
  const { limit, offset } = pageWindow(query);
  const actions = db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const rows = db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actor: auditLog.actor,
      action: auditLog.action,
      summary: auditLog.summary,
      matching: matchingRows,
    })
    .from(auditLog)
    .where(matching(query.q, filter))
    .orderBy(...orderFor(query, sortable, auditLog.id))
    .limit(limit)
    .offset(offset);
  const page = toListPage(await rows, query);
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    filter,
    actions: (await actions).map((row) => row.action),
  };
}

/** The entries the search and filters select, as a CSV download, streamed newest first. */
export function auditEntriesCsv(db: Db, q: string, filter: AuditFilter, today: string) {
  return auditCsvResponse(auditCsvStream(db, matching(q, filter)), `clinova-audit-log-${today}`);
}

/** One entry with its before and after; null when there is none. */
export async function findAuditEntry(db: Db, id: number) {
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return entry ? { ...entry, createdAt: entry.createdAt.toISOString() } : null;
}
