import { answerInvalid, notFound } from "@common/forms/action-answer";
import { enquiryFormSchema } from "@common/back-office/inbox-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { actorOf } from "../require-admin";
import { addEnquiryNote, setEnquiryStatus } from "./enquiry-changes";
import { inboxItemId } from "./inbox-item-id";
import { enquiryForReading } from "./inbox-items";
import { readStateAction } from "./read-state-action";

/** An institution enquiry, its notes and its status. */
export async function enquiryPage(context: AppContext, enquiryId: string | undefined) {
  return (await enquiryForReading(context.db, inboxItemId(enquiryId))) ?? notFound();
}

/**
 * The forms of an enquiry's page, read with their one schema: read state, status, a note. A
 * refused form comes back with its message beside the field and what was typed.
 */
export async function enquiryAction(
  { db }: AppContext,
  request: Request,
  admin: SessionUser,
  enquiryId: string | undefined,
) {
  const id = inboxItemId(enquiryId);
  const path = `/admin/inbox/enquiries/${id}`;
  const form = await readForm(request, enquiryFormSchema);
  if (!form.ok) {
    const { intent: intentError, ...errors } = form.errors;
    const intent = form.values.intent;
    return answerInvalid(
      { ...form, errors: intentError ? { ...errors, form: intentError } : errors },
      {},
      { form: typeof intent === "string" ? intent : undefined },
    );
  }
  const input = form.data;
  if (input.intent === "mark-read" || input.intent === "mark-unread") {
    return readStateAction(db, admin, "enquiry", id, input.intent, path);
  }
  const outcome =
    input.intent === "status"
      ? await setEnquiryStatus(db, actorOf(admin), id, input.status)
      : await addEnquiryNote(db, actorOf(admin), id, input.body);
  if (outcome === "missing") notFound();
  return redirectWithToast(path, {
    type: outcome === "changed" ? "success" : "info",
    title:
      input.intent === "note"
        ? "Note added"
        : outcome === "changed"
          ? "Status saved"
          : "Nothing to change",
  });
}
