import { bulkPreviewSchema } from "@common/institutions/bulk-actions";
import { parseCohortProgressQuery } from "@common/institutions/cohort-progress-query";
import type { AppContext } from "../../context";
import { textFormMaxBytes, validateForm } from "../../http/read-form";
import { readFormDataWithLimit } from "../../uploads/limited-form-data";
import { loadCohortDashboard } from "../cohorts/cohort-dashboard";
import { requireCohort } from "../cohorts/require-cohort";
import { answerUnreadable, bulkIntent, bulkPreviewIntent } from "./learner-bulk-intent";

type CohortParams = { institutionId?: string; cohortId?: string };

/**
 * The faculty dashboard of one cohort (docs/product/institutions.md#faculty-dashboard) for the
 * address's view: one request, a bounded number of statements.
 */
export function cohortPage(context: AppContext, request: Request, params: CohortParams) {
  const { query, problems } = parseCohortProgressQuery(request.url);
  return loadCohortDashboard(context, request, params, query, { problems });
}

/**
 * The cohort table's bulk actions (docs/product/institutions.md#faculty-dashboard): the learners
 * list's preview and confirmation, for the learners ticked in this cohort's table. Managers only
 * (a post needs "cohort:change": a reporter gets 404), and the confirmation returns to the same
 * view of the table.
 */
export async function cohortBulkAction(
  context: AppContext,
  request: Request,
  params: CohortParams,
) {
  const { user, institution, cohort } = await requireCohort(context, request, params);
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, textFormMaxBytes);
  } catch {
    return answerUnreadable();
  }
  const doneTo = `/manage/${institution.id}/cohorts/${cohort.id}${new URL(request.url).search}`;
  // Any other intent is read as the preview it is not: the one input rule's message first (a
  // control character), else the form's own (the intent), never a preview.
  return (
    bulkIntent(context, user, institution, formData, doneTo) ??
    bulkPreviewIntent(context, institution, validateForm(bulkPreviewSchema, formData))
  );
}
