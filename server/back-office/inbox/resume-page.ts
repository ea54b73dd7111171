import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { isInboxItemId } from "./inbox-item-id";
import { downloadResume } from "./resume-download";
import { resumeResponse } from "./resume-response";

/** A résumé through its signed link (made by the application page's "Download résumé"). */
export async function resumeDownload(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  id: string | undefined,
) {
  const lifetime = context.config.resumeLinkSeconds;
  if (!id || !isInboxItemId(id)) {
    return resumeResponse({ ok: false, reason: "missing" }, "", lifetime);
  }
  const download = await downloadResume(
    { db: context.db, storage: context.storage, secret: context.config.authSecret },
    admin,
    id,
    new URL(request.url).searchParams.get("token"),
  );
  return resumeResponse(download, `/admin/inbox/applications/${id}`, lifetime);
}
