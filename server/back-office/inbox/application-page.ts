import { answerInvalid, notFound } from "@common/forms/action-answer";
import { applicationFormSchema } from "@common/back-office/inbox-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { inboxItemId } from "./inbox-item-id";
import { applicationForReading } from "./inbox-items";
import { readStateAction } from "./read-state-action";
import { lifetimeText, signResumeToken } from "./resume-link";

/** A career application, to read, and how long a résumé link works. */
export async function applicationPage(context: AppContext, applicationId: string | undefined) {
  const application = await applicationForReading(context.db, inboxItemId(applicationId));
  if (!application) notFound();
  return { ...application, linkLifetime: lifetimeText(context.config.resumeLinkSeconds) };
}

/** Mark as read or unread, or a link to download the résumé. */
export async function applicationAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  applicationId: string | undefined,
) {
  const id = inboxItemId(applicationId);
  const form = await readForm(request, applicationFormSchema);
  if (!form.ok) return answerInvalid(form);
  const path = `/admin/inbox/applications/${id}`;
  if (form.data.intent !== "resume-link") {
    return readStateAction(context.db, admin, "application", id, form.data.intent, path);
  }
  // A fresh signed link each time, so one never outlives the click that asked for it by long.
  const token = signResumeToken(
    context.config.authSecret,
    { applicationId: id, adminId: admin.id },
    context.config.resumeLinkSeconds,
  );
  return new Response(null, {
    status: 303,
    headers: { Location: `${path}/resume?token=${encodeURIComponent(token)}` },
  });
}
