import { data } from "react-router";
import type { AppContext } from "../../context";
import { isUuid } from "../../learning/course-ref";
import { requireManager } from "../require-manager";
import { findCohort } from "./cohorts";

/**
 * The manager gate, then the cohort of the URL, which must be the institution's: anything else
 * (another institution's cohort, an unknown or malformed id) answers the same 404.
 */
export async function requireCohort(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
) {
  const { user, institution } = await requireManager(context, request, params.institutionId);
  const cohortId = params.cohortId ?? "";
  const cohort = isUuid(cohortId) ? await findCohort(context.db, institution.id, cohortId) : null;
  if (!cohort) throw data(null, { status: 404 });
  return { user, institution, cohort };
}
