import { isInboxItemId } from "@server/back-office/inbox/inbox-item-id";
import { downloadResume } from "@server/back-office/inbox/resume-download";
import { resumeResponse } from "@server/back-office/inbox/resume-response";
import { requireAdmin } from "@server/back-office/require-admin";
import type { Route } from "./+types/inbox-resume";

/** A résumé through its signed link (made by the application page's "Download résumé"). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const id = params.applicationId;
  const lifetime = context.config.resumeLinkSeconds;
  if (!isInboxItemId(id)) return resumeResponse({ ok: false, reason: "missing" }, "", lifetime);
  const download = await downloadResume(
    { db: context.db, storage: context.storage, secret: context.config.authSecret },
    admin,
    id,
    new URL(request.url).searchParams.get("token"),
  );
  return resumeResponse(download, `/admin/inbox/applications/${id}`, lifetime);
}
