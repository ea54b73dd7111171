import { notFound } from "@common/forms/action-answer";
import { isPastDue } from "@common/institutions/due-date";
import type {
  CohortProgressQuery,
  CohortQueryField,
} from "@common/institutions/cohort-progress-query";
import { londonDateOf } from "@common/london-time";
import type { AppContext } from "../../context";
import { isUuid } from "@common/uuid";
import { verificationUrl } from "../../learning/certificates/verification-url";
import { can } from "../../policy/can";
import { requireManager } from "../require-manager";
import { cohortHeader, cohortProgressPage } from "./cohort-progress";

/**
 * The faculty dashboard of one cohort (docs/product/institutions.md#faculty-dashboard), for its page and its printable summary: the
 * manager gate, the cohort with its courses (404 when the policy's "cohort:view" refuses it: not
 * the institution's), then one
 * statement for the learners. Three statements after the session's, whatever the cohort's size.
 */
export async function loadCohortDashboard(
  context: Pick<AppContext, "db" | "sessionUser" | "config">,
  request: Request,
  params: { institutionId?: string; cohortId?: string },
  asked: CohortProgressQuery,
  options: { pageSize?: number; problems?: CohortQueryField[] } = {},
) {
  const { user, institution, standing } = await requireManager(
    context,
    request,
    params.institutionId,
  );
  const cohortId = params.cohortId ?? "";
  const cohort = isUuid(cohortId)
    ? await cohortHeader(context.db, institution.id, cohortId, asked.q)
    : null;
  if (
    !cohort ||
    !can(user, "cohort:view", { ...standing, institutionId: institution.id, cohort })
  ) {
    notFound();
  }
  const { query, problems } = withinCohort(asked, options.problems ?? [], cohort.courses);
  const today = londonDateOf(new Date());
  const page = await cohortProgressPage(
    context.db,
    { institutionId: institution.id, cohortId: cohort.id, dueDate: cohort.dueDate, today },
    query,
    { pageSize: options.pageSize },
  );
  const appUrl = context.config.appUrl;
  return {
    institution: { id: institution.id, name: institution.name },
    cohort: { ...cohort, pastDue: isPastDue(cohort.dueDate, today) },
    query,
    problems,
    /** Managers tick learners for the bulk actions; reporters only read. */
    canChange: can(user, "institution:change", standing),
    ...page,
    learners: page.learners.map((learner) => ({
      ...learner,
      cells: learner.cells.map((cell) => ({
        ...cell,
        certificateUrl: cell.certificate ? verificationUrl(appUrl, cell.certificate) : null,
      })),
    })),
  };
}

export type CohortDashboard = Awaited<ReturnType<typeof loadCohortDashboard>>;

/** A course in the address that this cohort does not assign is named as a problem and left out. */
function withinCohort(
  query: CohortProgressQuery,
  problems: CohortQueryField[],
  courses: { id: string }[],
) {
  const assigned = (id: string) => courses.some((course) => course.id === id);
  const next = { ...query };
  const found = [...problems];
  if (next.course && !assigned(next.course)) {
    next.course = null;
    found.push("course");
  }
  if (isUuid(next.sort) && !assigned(next.sort)) {
    next.sort = "name";
    found.push("sort");
  }
  return { query: next, problems: found };
}
