import type { z } from "zod";
import type { FieldErrors, FormRefusal, FormValues } from "@common/forms/form-result";
import { BodyTooLargeError, readFormDataWithLimit } from "../uploads/limited-form-data";

/** Enough for any of our text forms: a 5,000-character message is at most 45 kB percent-encoded. */
export const textFormMaxBytes = 64 * 1024;

export const formMessages = {
  tooLarge: "This form is larger than we accept. Please shorten it and try again.",
  unreadable: "We could not read this form. Please try again.",
} as const;

export type FormReading<T> =
  { ok: true; data: T; values: FormValues; formData: FormData } | FormRefusal;

/**
 * Every action reads its form here: the body up to `maxBytes` (default for a text form, larger only
 * where the form carries a file), checked by the form's one schema from `common/`.
 */
export async function readForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxBytes = textFormMaxBytes }: { maxBytes?: number } = {},
): Promise<FormReading<z.output<S>>> {
  let formData: FormData;
  try {
    formData = await readFormDataWithLimit(request, maxBytes);
  } catch (error) {
    return error instanceof BodyTooLargeError
      ? unread("too-large", 413, formMessages.tooLarge)
      : unread("unreadable", 400, formMessages.unreadable);
  }
  return validateForm(schema, formData);
}

/** The schema check of `readForm`, for a body already read by it (a page with several intents). */
export function validateForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): FormReading<z.output<S>> {
  const fields = fieldsOf(formData);
  const values = valuesOf(fields);
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data, values, formData };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= issue.message;
  const firstError = result.error.issues[0]?.message ?? "";
  return { ok: false, reason: "invalid", status: 400, errors, firstError, values };
}

function unread(reason: FormRefusal["reason"], status: 400 | 413, message: string): FormRefusal {
  return { ok: false, reason, status, errors: { form: message }, firstError: message, values: {} };
}

type FieldValue = FormDataEntryValue | FormDataEntryValue[];

/** A name sent once gives its value, more than once a list; an empty file input sends nothing. */
function fieldsOf(formData: FormData) {
  const fields: Record<string, FieldValue> = {};
  for (const name of new Set(formData.keys())) {
    const sent = formData.getAll(name).filter((value) => !isEmptyFileInput(value));
    if (sent.length > 0) fields[name] = sent.length === 1 ? sent[0]! : sent;
  }
  return fields;
}

// A file input left empty is posted as a nameless, empty file.
const isEmptyFileInput = (value: FormDataEntryValue) =>
  typeof value !== "string" && value.name === "" && value.size === 0;

const isSecret = (name: string) => /password/i.test(name);

function valuesOf(fields: Record<string, FieldValue>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(fields)) {
    if (isSecret(name)) continue;
    const texts = [value].flat().filter((entry) => typeof entry === "string");
    if (texts.length > 0) values[name] = Array.isArray(value) ? texts : texts[0]!;
  }
  return values;
}
