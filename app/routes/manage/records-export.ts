import { trainingRecordsExport } from "@server/institutions/records/training-records-page";
import { requireManager } from "@server/institutions/require-manager";
import type { Route } from "./+types/records-export";

// /manage/:institutionId/records.csv: the kept training records (the page's search applies), streamed.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return trainingRecordsExport(context, request, institution);
}
