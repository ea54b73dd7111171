import { exportLearningRecord } from "@server/learning/record/learning-record-page";
import type { Route } from "./+types/learning-record-export";

// /account/learning-record.csv and .pdf: the record over the period the query string names.
export async function loader({ request, context }: Route.LoaderArgs) {
  const format = new URL(request.url).pathname.endsWith(".pdf") ? "pdf" : "csv";
  return exportLearningRecord(context, request, format);
}
