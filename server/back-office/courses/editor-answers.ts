import {
  answerRefused,
  notFound,
  type ActionAnswer,
  type RefusalStatus,
} from "@common/forms/action-answer";
import type { BlockData } from "@common/back-office/block-form";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { z } from "@common/zod";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm, validateForm } from "../../http/read-form";
import type { ChangeOutcome } from "./course-modules";

/**
 * What an editor page's action answers when it does not redirect: which of the page's forms
 * was posted (`form`, its `formKey`), its errors and what was typed, and for a block its
 * unsaved preview.
 */
export type EditorAnswer = ActionAnswer<{ preview: BlockData | null }>;

/** A refused form of the editor: 422 for a rule, the schema's 400 or 413 passed on. */
export const refuse = (
  formKey: string,
  errors: FieldErrors,
  values: FormValues,
  status: RefusalStatus = 422,
) => answerRefused(errors, values, { form: formKey, status, extra: { preview: null } });

/** The posted form with its `intent` (and `formKey`, which names the form on the page). */
export async function readEditorForm(request: Request, maxBytes?: number) {
  return readForm(
    request,
    z.looseObject({ intent: z.string().optional(), formKey: z.string().optional() }),
    {
      maxBytes,
    },
  );
}

/** Checks the posted body with one form's schema; a refusal is the page's answer. */
export function check<S extends z.ZodType>(schema: S, formData: FormData, formKey: string) {
  const form = validateForm(schema, formData);
  return form.ok
    ? form
    : { ...form, answer: refuse(formKey, form.errors, form.values, form.status) };
}

/**
 * A committed change empties the public page cache and lands back on the editor with a toast;
 * an item that is not there any more is the back office's 404.
 */
export function answerChange(
  context: Pick<AppContext, "publicPagesChanged">,
  outcome: ChangeOutcome,
  {
    formKey,
    values,
    to,
    title,
  }: { formKey: string; values: FormValues; to: string; title: string },
) {
  if (outcome.ok) {
    context.publicPagesChanged();
    return redirectWithToast(to, { type: "success", title });
  }
  if ("notFound" in outcome) notFound();
  return refuse(formKey, outcome.errors, values);
}

export const unknownIntent = (values: FormValues) =>
  refuse(
    "form",
    { form: "We could not tell what this form should do. Please try again." },
    values,
    400,
  );
