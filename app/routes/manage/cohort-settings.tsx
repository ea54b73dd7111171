import {
  cohortSettingsAction,
  cohortSettingsPage,
} from "@server/institutions/cohorts/cohort-settings-page";
import { CohortSettingsPage } from "~/features/manage/cohort-settings-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cohort-settings";

// A cohort's settings (docs/product/institutions.md#cohorts): name and due date, courses, members in and out.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return cohortSettingsPage(context, request, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cohortSettingsAction(context, request, params);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.cohort.name}: settings` : "Cohort settings", "A cohort's settings.");

export default function CohortSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <CohortSettingsPage data={loaderData} refusal={actionData} />;
}
