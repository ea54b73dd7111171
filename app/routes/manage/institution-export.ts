import { londonDateOf } from "@common/london-time";
import {
  exportFilename,
  progressCsvResponse,
} from "@server/institutions/cohorts/progress-csv-response";
import { requireManager } from "@server/institutions/require-manager";
import type { Route } from "./+types/institution-export";

// /manage/:institutionId/export.csv: every seat holder's progress in every cohort, streamed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  const filename = exportFilename(institution.name, londonDateOf(new Date()));
  return progressCsvResponse(context, { institutionId: institution.id }, filename);
}
