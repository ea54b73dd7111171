import { answerInvalid, notFound } from "@common/forms/action-answer";
import { readStateFormSchema } from "@common/back-office/inbox-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { readForm } from "../../http/read-form";
import { inboxItemId } from "./inbox-item-id";
import { messageForReading } from "./inbox-items";
import { readStateAction } from "./read-state-action";

/** A contact message, to read. */
export async function messagePage(context: AppContext, messageId: string | undefined) {
  return (await messageForReading(context.db, inboxItemId(messageId))) ?? notFound();
}

/** Mark as read or unread. */
export async function messageAction(
  context: AppContext,
  request: Request,
  admin: SessionUser,
  messageId: string | undefined,
) {
  const id = inboxItemId(messageId);
  const form = await readForm(request, readStateFormSchema);
  if (!form.ok) return answerInvalid(form);
  const path = `/admin/inbox/messages/${id}`;
  return readStateAction(context.db, admin, "message", id, form.data.intent, path);
}
