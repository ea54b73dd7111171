import { parseCohortProgressQuery } from "@common/institutions/cohort-progress-query";
import { loadCohortDashboard } from "@server/institutions/cohorts/cohort-dashboard";
import { CohortPrintPage } from "~/features/manage/cohort-print-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cohort-print";

/** Every learner on one sheet: a summary is printed whole, not a page at a time. */
const printLimit = 5_000;

// A cohort's printable summary (docs/product/institutions.md#exports-and-printable-summary): no app chrome, a print stylesheet.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { query, problems } = parseCohortProgressQuery(request.url);
  const dashboard = await loadCohortDashboard(
    context,
    request,
    params,
    { ...query, page: 1 },
    { pageSize: printLimit, problems },
  );
  return { ...dashboard, printedAt: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? `${data.cohort.name}: summary` : "Cohort summary", "A cohort's progress."),
  { name: "robots", content: "noindex, nofollow" },
];

export default function CohortPrint({ loaderData }: Route.ComponentProps) {
  return <CohortPrintPage data={loaderData} />;
}
