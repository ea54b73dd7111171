import { trainingRecordsPage } from "@server/institutions/records/training-records-page";
import { requireManager } from "@server/institutions/require-manager";
import { TrainingRecordsTable } from "~/features/manage/training-records-table";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/records";

/** The training records the institution keeps of learners who left or were removed (docs/product/institutions.md#training-records). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return trainingRecordsPage(context, request, institution);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.institution.name}: training records` : "Training records",
    "The training records your institution keeps of learners who have left.",
  );

export default function Records({ loaderData }: Route.ComponentProps) {
  return <TrainingRecordsTable {...loaderData} />;
}
