import { requireAdmin } from "@server/back-office/require-admin";
import { resumeDownload } from "@server/back-office/inbox/resume-page";
import type { Route } from "./+types/inbox-resume";

/** A résumé through its signed link (made by the application page's "Download résumé"). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  return resumeDownload(context, request, admin, params.applicationId);
}
