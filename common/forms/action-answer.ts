import { data } from "react-router";
import type { FlashToast } from "../toast";
import type { FieldErrors, FormRefusal, FormValues } from "./form-result";

/*
 * The one answer every action gives (docs/decisions/0050-one-answer-shape.md). The rule:
 *
 * - 400: the input failed the form's schema (`readForm`). Field errors, the values kept.
 *   413: the body was larger than the form accepts.
 * - 422: well-formed input that a rule refuses (seats full, a wrong code, a name taken, a preview
 *   that changed). Field errors and/or a form-level message under `errors.form`, the values kept.
 * - 401, 403, 429, 500: a password that does not sign in, a fresh code missing, too many tries,
 *   a peer that failed: the same shape.
 * - Not found is never answered: it is thrown as a 404 Response by `notFound()`, so the route's
 *   ErrorBoundary renders it, for a loader and an action alike. One exception, in the same shape:
 *   an item inside a page that is still there (a note deleted in another tab) is refused 404, so
 *   the page the person works in stays; and 409 where a client reads it (the offline notes' queue).
 * - Success: a redirect with a flash toast, or `answerDone` with what the page shows next
 *   (and a toast when there is something to say).
 *
 * The browser reads one shape: `errors` beside the fields (`useFormCheck`), `values` back in the
 * fields, `toast` as a toast (`useToastFrom`), `form` to tell which of a page's forms it answers.
 */
export type ActionAnswer<Extra extends object = object> = Extra & {
  ok: boolean;
  /** The first message for each field; `form` holds one about the whole form. Empty on success. */
  errors: FieldErrors;
  /** What was typed, to put back (never a password or a code). Empty on success. */
  values: FormValues;
  toast: FlashToast | null;
  /** Which of the page's forms this answers (its intent or key); absent on a one-form page. */
  form?: string;
};

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500;

type Options = { form?: string; toast?: FlashToast | null; headers?: HeadersInit };

/** Success, with what the page shows next (`values` only where the form stays filled in). */
export function answerDone<Extra extends object = object>(
  extra: Extra = {} as Extra,
  { form, toast = null, headers, values = {} }: Options & { values?: FormValues } = {},
) {
  const answer: ActionAnswer<Extra> = { ...extra, ok: true, errors: {}, values, toast, form };
  return data(answer, { status: 200, headers });
}

/** 400 or 413: the form `readForm` refused, its field errors and values as they came. */
export function answerInvalid<Extra extends object = object>(
  refusal: FormRefusal,
  extra: Extra = {} as Extra,
  { form, toast = null, headers }: Options = {},
) {
  const { errors, values, status } = refusal;
  const answer: ActionAnswer<Extra> = { ...extra, ok: false, errors, values, toast, form };
  return data(answer, { status, headers });
}

/**
 * 422 (or the status given): well-formed input a rule refuses. A string is a message about the
 * whole form (`errors.form`).
 */
export function answerRefused<Extra extends object = object>(
  errors: FieldErrors | string,
  values: FormValues = {},
  {
    form,
    toast = null,
    headers,
    status = 422,
    extra = {} as Extra,
  }: Options & { status?: RefusalStatus; extra?: Extra } = {},
) {
  const fieldErrors = typeof errors === "string" ? { form: errors } : errors;
  const answer: ActionAnswer<Extra> = {
    ...extra,
    ok: false,
    errors: fieldErrors,
    values,
    toast,
    form,
  };
  return data(answer, { status, headers });
}

/**
 * Not found, for a loader or an action: thrown, so the route's ErrorBoundary shows it; `detail`
 * is what that page names (the course a missing lesson was looked for in, say).
 */
export function notFound(detail: Record<string, unknown> | null = null): never {
  throw data(detail, { status: 404 });
}

/** The first message of an answer, in the schema's order: for a form that shows one message. */
export const firstMessage = (errors: FieldErrors | undefined): string | undefined =>
  errors ? Object.values(errors)[0] : undefined;
