import { data } from "react-router";
import type { AppContext } from "../../context";
import { isUuid } from "@common/uuid";
import { can } from "../../policy/can";
import { reading, requireManager } from "../require-manager";
import { findCohort } from "./cohorts";

/**
 * The manager gate, then the cohort of the URL, which the policy opens only through its own
 * institution ("cohort:view" to read, "cohort:change" otherwise): anything else (another
 * institution's cohort, an unknown or malformed id) answers the same 404. The cohort is also
 * looked up within the institution in the SQL.
 */
export async function requireCohort(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
) {
  const { user, institution, standing } = await requireManager(
    context,
    request,
    params.institutionId,
  );
  const cohortId = params.cohortId ?? "";
  const cohort = isUuid(cohortId) ? await findCohort(context.db, institution.id, cohortId) : null;
  const action = reading(request) ? "cohort:view" : "cohort:change";
  if (!cohort || !can(user, action, { ...standing, institutionId: institution.id, cohort })) {
    throw data(null, { status: 404 });
  }
  return { user, institution, cohort };
}
