import { and, desc, eq, sql } from "drizzle-orm";
import { institutionAuditActions, type AuditFilter } from "@common/audit/audit-filter";
import { londonDateOf } from "@common/london-time";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema/index";
import { auditCsvResponse, auditCsvStream } from "../../audit/audit-csv";
import { auditFilterWhere } from "../../audit/audit-filter-sql";
import { exportFilename } from "../cohorts/progress-csv-response";
import type { ManagedInstitution } from "../require-manager";

/** Entries on one page of an institution's audit log. */
export const institutionAuditPageSize = 50;

/** The institution's entries and the filters: scoped by institution_id in the SQL, always. */
const entriesOf = (institutionId: string, filter: AuditFilter) =>
  and(eq(auditLog.institutionId, institutionId), auditFilterWhere(filter));

/**
 * One page of the institution's audit log (docs/product/institutions.md#audit-log), newest first,
 * with the number of matching entries: one statement (a window count).
 */
export async function institutionAuditPage(
  db: Db,
  institution: Pick<ManagedInstitution, "id" | "name">,
  filter: AuditFilter,
  page: number,
) {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actor: auditLog.actor,
      action: auditLog.action,
      summary: auditLog.summary,
      ipAddress: auditLog.ipAddress,
      matching: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(auditLog)
    .where(entriesOf(institution.id, filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(institutionAuditPageSize)
    .offset((page - 1) * institutionAuditPageSize);
  const total = rows[0]?.matching ?? 0;
  return {
    institution: { id: institution.id, name: institution.name },
    filter,
    actions: institutionAuditActions,
    page,
    pageCount: Math.max(1, Math.ceil(total / institutionAuditPageSize)),
    total,
    entries: rows.map(({ matching: _matching, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
  };
}

/** The filtered entries of the institution as a CSV download, streamed. */
export function institutionAuditCsv(
  db: Db,
  institution: Pick<ManagedInstitution, "id" | "name">,
  filter: AuditFilter,
) {
  const filename = exportFilename(institution.name, londonDateOf(new Date())).replace(
    /-progress-/,
    "-audit-log-",
  );
  return auditCsvResponse(auditCsvStream(db, entriesOf(institution.id, filter)), filename);
}

/** The page number of a request's address: 1 for anything that is not a whole number ≥ 1. */
export function pageOf(url: string | URL) {
  const page = Number(new URL(url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}
