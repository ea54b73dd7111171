import { cohortBulkAction, cohortPage } from "@server/institutions/pages/cohort-page";
import { CohortDashboardPage } from "~/features/manage/cohort-dashboard-page";
import { type BulkPreviewData } from "~/features/manage/bulk-preview";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/cohort";

// The faculty dashboard of one cohort (docs/product/institutions.md#faculty-dashboard): one request, a bounded number of statements.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return cohortPage(context, request, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cohortBulkAction(context, request, params);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.cohort.name}: progress` : "Cohort", "A cohort's progress.");

export default function Cohort({ loaderData, actionData }: Route.ComponentProps) {
  useToastFrom(actionData);
  const bulk =
    actionData && "bulk" in actionData ? (actionData.bulk as BulkPreviewData | null) : null;
  return <CohortDashboardPage data={loaderData} bulk={bulk} />;
}
