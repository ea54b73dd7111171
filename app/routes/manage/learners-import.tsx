import { data, Link } from "react-router";
import {
  csvConfirmSchema,
  csvMessages,
  csvPreviewSchema,
} from "@common/institutions/manager-forms";
import { readFormDataWithLimit } from "@server/uploads/limited-form-data";
import { uploadFormBytes } from "@server/http/body-limits";
import { validateForm } from "@server/http/read-form";
import { redirectWithToast } from "@server/http/flash-toast";
import { checkCsv } from "@server/uploads/csv-check";
import { parseInvitationCsv } from "@server/institutions/invitation-csv";
import { previewInvitations } from "@server/institutions/preview-invitations";
import { requireManager } from "@server/institutions/require-manager";
import { sendInvitations } from "@server/institutions/send-invitations";
import { CsvPreview } from "~/features/manage/csv-preview";
import { CsvUploadForm } from "~/features/manage/csv-upload-form";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/learners-import";

/** Inviting many learners at once: upload, preview row by row, confirm (docs/product/institutions.md#inviting-from-a-csv-file). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { institution } = await requireManager(context, request, params.institutionId);
  return { institution: { id: institution.id, name: institution.name } };
}

const refuse = (error: string, status = 422) =>
  data({ stage: "upload" as const, error }, { status });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, institution } = await requireManager(context, request, params.institutionId);
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, uploadFormBytes.learnersImport);
  } catch {
    return refuse(csvMessages.tooLarge, 413);
  }
  if (formData.get("intent") === "confirm") {
    const form = validateForm(csvConfirmSchema, formData);
    if (!form.ok) return refuse(form.firstError, 400);
    const sent = await sendInvitations(
      { db: context.db, mailQueue: context.mailQueue, appUrl: context.config.appUrl },
      institution,
      user.id,
      form.data.rows,
      form.data.expected,
    );
    if (sent.ok) {
      return redirectWithToast(`/manage/${institution.id}/learners`, {
        type: "success",
        title: sent.invited === 1 ? "1 invitation sent" : `${sent.invited} invitations sent`,
      });
    }
    // Something changed since the preview (a seat taken, an invitation sent): show it afresh.
    const preview = await previewInvitations(context.db, institution.id, form.data.rows);
    return data({ stage: "preview" as const, changed: true, ...preview! }, { status: 409 });
  }
  const form = validateForm(csvPreviewSchema, formData);
  if (!form.ok) return refuse(form.firstError);
  const file = form.data.file;
  const checked = checkCsv(file.name, new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok) return refuse(checked.reason);
  const parsed = parseInvitationCsv(checked.text);
  if (!parsed.ok) return refuse(parsed.reason);
  const preview = await previewInvitations(context.db, institution.id, parsed.rows);
  return { stage: "preview" as const, changed: false, ...preview! };
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
      {actionData?.stage === "preview" ? (
        <CsvPreview
          rows={actionData.rows}
          expected={actionData.expected}
          seatsLeft={actionData.seatsLeft}
          changed={actionData.changed}
        />
      ) : (
        <CsvUploadForm error={actionData?.error} />
      )}
    </div>
  );
}
