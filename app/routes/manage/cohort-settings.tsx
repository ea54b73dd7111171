import { readCohortProgressQuery } from "@common/institutions/cohort-progress-query";
import { cohortCourseChoices } from "@server/institutions/cohorts/cohorts";
import { listCohortMembers, memberPageSize } from "@server/institutions/cohorts/cohort-members";
import { cohortSettingsAction } from "@server/institutions/cohorts/cohort-settings-action";
import { requireCohort } from "@server/institutions/cohorts/require-cohort";
import { CohortSettingsPage } from "~/features/manage/cohort-settings-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/cohort-settings";

// A cohort's settings (docs/product/institutions.md#cohorts): name and due date, courses, members in and out.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution, cohort } = await requireCohort(context, request, params);
  const { page } = readCohortProgressQuery(request.url);
  const [courses, members] = await Promise.all([
    cohortCourseChoices(context.db, institution.id, cohort.id),
    listCohortMembers(context.db, institution.id, cohort.id, page),
  ]);
  return {
    institution: { id: institution.id, name: institution.name },
    cohort,
    courses,
    members: members.members,
    page,
    pageCount: Math.max(1, Math.ceil(members.total / memberPageSize)),
    memberCount: members.total,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cohortSettingsAction(context, request, params);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data ? `${data.cohort.name}: settings` : "Cohort settings", "A cohort's settings.");

export default function CohortSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <CohortSettingsPage data={loaderData} refusal={actionData} />;
}
