import { readAuditFilter } from "@common/audit/audit-filter";
import { institutionAuditCsv } from "@server/institutions/audit/institution-audit";
import { requireManager } from "@server/institutions/require-manager";
import type { Route } from "./+types/audit-export";

// /manage/:institutionId/audit.csv: the institution's audit entries the filters select, streamed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return institutionAuditCsv(context.db, institution, readAuditFilter(request.url));
}
