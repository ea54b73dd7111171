import { learnerPage } from "@server/institutions/pages/learner-page";
import { requireManager } from "@server/institutions/require-manager";
import { LearnerPage } from "~/features/manage/learner-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/learner";

/** One learner of the institution (docs/product/institutions.md#learners-at-scale): one loader, two statements after the session's. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return learnerPage(context, institution, params.userId);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.seat.name}: ${data.institution.name}` : "Learner",
    "A learner's training.",
  );

export default function Learner({ loaderData }: Route.ComponentProps) {
  return <LearnerPage data={loaderData} />;
}
