import { Link } from "react-router";
import { firstMessage } from "@common/forms/action-answer";
import { learnersImportAction } from "@server/institutions/pages/learners-import-page";
import { requireManager } from "@server/institutions/require-manager";
import { CsvPreview } from "~/features/manage/csv-preview";
import { CsvUploadForm } from "~/features/manage/csv-upload-form";
import { pageMeta } from "~/lib/meta";
import { WriteControls } from "~/features/manage/write-controls";
import type { Route } from "./+types/learners-import";

/** Inviting many learners at once: upload, preview row by row, confirm (docs/product/institutions.md#inviting-from-a-csv-file). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return { institution: { id: institution.id, name: institution.name } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const manager = await requireManager(context, request, params.institutionId);
  return learnersImportAction(context, request, manager);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data ? `${data.institution.name}: invite from a CSV file` : "Invite from a CSV file",
    "Invite many learners at once.",
  );

export default function LearnersImport({ loaderData, actionData }: Route.ComponentProps) {
  const learners = `/manage/${loaderData.institution.id}/learners`;
  return (
    <div className="grid gap-6">
      <p>
        <Link to={learners} className="text-sm font-medium text-primary-700 underline focus-ring">
          Back to learners
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">Invite from a CSV file</h1>
      <WriteControls
        fallback={<p className="text-muted">Your access is read-only: managers invite learners.</p>}
      >
        {actionData?.stage === "preview" ? (
          <CsvPreview
            rows={actionData.rows}
            expected={actionData.expected}
            seatsLeft={actionData.seatsLeft}
            changed={actionData.changed}
          />
        ) : (
          <CsvUploadForm error={firstMessage(actionData?.errors)} />
        )}
      </WriteControls>
    </div>
  );
}
