import { data } from "react-router";
import { enquiryFormSchema } from "@common/back-office/inbox-forms";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { Db } from "../../db/client";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { actorOf } from "../require-admin";
import { addEnquiryNote, setEnquiryStatus } from "./enquiry-changes";
import { readStateAction } from "./read-state-action";

/**
 * The forms of an enquiry's page, read with their one schema: read state, status, a note. A
 * refused form comes back with its message beside the field and what was typed.
 */
export async function enquiryAction(db: Db, admin: SessionUser, id: string, request: Request) {
  const path = `/admin/inbox/enquiries/${id}`;
  const form = await readForm(request, enquiryFormSchema);
  if (!form.ok) {
    const { intent: intentError, ...errors } = form.errors;
    return data(
      {
        intent: typeof form.values.intent === "string" ? form.values.intent : null,
        errors: intentError ? { ...errors, form: intentError } : errors,
        values: form.values,
      },
      { status: form.status },
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
  if (outcome === "missing") throw data(null, { status: 404 });
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
