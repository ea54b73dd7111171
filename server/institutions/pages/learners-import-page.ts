import {
  csvConfirmSchema,
  csvMessages,
  csvPreviewSchema,
} from "@common/institutions/manager-forms";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { uploadFormBytes } from "../../http/body-limits";
import { redirectWithToast } from "../../http/flash-toast";
import { validateForm } from "../../http/read-form";
import { checkCsv } from "../../uploads/csv-check";
import { readFormDataWithLimit } from "../../uploads/limited-form-data";
import { parseInvitationCsv } from "../invitation-csv";
import { previewInvitations } from "../preview-invitations";
import type { ManagedInstitution } from "../require-manager";
import { sendInvitations } from "../send-invitations";
import type { SessionUser } from "../../accounts/auth/session-user";

type Manager = { user: SessionUser; institution: ManagedInstitution };
type Preview = NonNullable<Awaited<ReturnType<typeof previewInvitations>>>;
type Stage = { stage: "upload" } | ({ stage: "preview"; changed: boolean } & Preview);

const upload = { stage: "upload" } as const;

/**
 * Inviting many learners at once (docs/product/institutions.md#inviting-from-a-csv-file): the upload is previewed row by row, nothing is
 * stored; the confirmation sends the rows back and is refused if anything changed meanwhile.
 */
export async function learnersImportAction(
  context: AppContext,
  request: Request,
  { user, institution }: Manager,
) {
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, uploadFormBytes.learnersImport);
  } catch {
    return answerRefused<Stage>(csvMessages.tooLarge, {}, { status: 413, extra: upload });
  }
  if (formData.get("intent") === "confirm") {
    const form = validateForm(csvConfirmSchema, formData);
    if (!form.ok) return answerInvalid<Stage>(form, upload);
    const sent = await sendInvitations(
      {
        db: context.db,
        mailQueue: context.mailQueue,
        appUrl: context.config.appUrl,
        clientIp: context.clientIp,
      },
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
    return answerRefused<Stage>(
      {},
      {},
      { extra: { stage: "preview", changed: true, ...preview! } },
    );
  }
  const form = validateForm(csvPreviewSchema, formData);
  if (!form.ok) return answerInvalid<Stage>(form, upload);
  const file = form.data.file;
  const checked = checkCsv(file.name, new Uint8Array(await file.arrayBuffer()));
  if (!checked.ok) return answerRefused<Stage>({ file: checked.reason }, {}, { extra: upload });
  const parsed = parseInvitationCsv(checked.text);
  if (!parsed.ok) return answerRefused<Stage>({ file: parsed.reason }, {}, { extra: upload });
  const preview = await previewInvitations(context.db, institution.id, parsed.rows);
  return answerDone<Stage>({ stage: "preview", changed: false, ...preview! });
}
