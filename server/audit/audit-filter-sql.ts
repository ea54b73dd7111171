import { and, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import type { AuditFilter } from "@common/audit/audit-filter";
import { containing } from "@common/sql-like";
import { auditLog } from "../db/schema/index";

/** The start of a day in UK time, as a timestamp: the log's days are the reader's days. */
const londonMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/London')`;

/**
 * The WHERE of an audit log's filters (both the manager area's and the back office's): from and
 * to take whole UK days, the actor matches part of the recorded email, the action exactly.
 */
export function auditFilterWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.from ? gte(auditLog.createdAt, londonMidnight(filter.from)) : undefined,
    filter.to ? lt(auditLog.createdAt, londonMidnight(filter.to, 1)) : undefined,
    filter.actor ? ilike(auditLog.actor, containing(filter.actor)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
}
