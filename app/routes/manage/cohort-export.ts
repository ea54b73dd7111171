import { londonDateOf } from "@common/london-time";
import {
  exportFilename,
  progressCsvResponse,
} from "@server/institutions/cohorts/progress-csv-response";
import { requireCohort } from "@server/institutions/cohorts/require-cohort";
import type { Route } from "./+types/cohort-export";

// /manage/:institutionId/cohorts/:cohortId/export.csv: the cohort's progress, streamed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution, cohort } = await requireCohort(context, request, params);
  const filename = exportFilename(cohort.name, londonDateOf(new Date()));
  return progressCsvResponse(
    context,
    { institutionId: institution.id, cohortId: cohort.id },
    filename,
  );
}
