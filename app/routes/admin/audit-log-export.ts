import { readAuditFilter } from "@common/audit/audit-filter";
import { auditListQuery } from "@common/back-office/audit-list";
import { readListQuery } from "@common/back-office/list-query";
import { londonDateOf } from "@common/london-time";
import { auditEntriesCsv } from "@server/back-office/audit-list";
import { requireAdmin } from "@server/back-office/require-admin";
import type { Route } from "./+types/audit-log-export";

// /admin/audit-log.csv: the entries the audit log's search and filters select, streamed.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const { q } = readListQuery(request.url, auditListQuery);
  return auditEntriesCsv(context.db, q, readAuditFilter(request.url), londonDateOf(new Date()));
}
