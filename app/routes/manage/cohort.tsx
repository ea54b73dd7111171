import { parseCohortProgressQuery } from "@common/institutions/cohort-progress-query";
import { loadCohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { CohortDashboardPage } from "~/features/manage/cohort-dashboard-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cohort";

// The faculty dashboard of one cohort (docs/product/institutions.md#faculty-dashboard): one request, a bounded number of statements.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { query, problems } = parseCohortProgressQuery(request.url);
  return loadCohortDashboard(context, request, params, query, { problems });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.cohort.name}: progress` : "Cohort", "A cohort's progress.");

export default function Cohort({ loaderData }: Route.ComponentProps) {
  return <CohortDashboardPage data={loaderData} />;
}
