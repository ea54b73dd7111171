import type { z } from "zod";
import type { FieldErrors } from "./form-result";

type FieldValue = FormDataEntryValue | FormDataEntryValue[];

/** A form's fields: a name sent once gives its value, more than once a list; an empty file input nothing. */
export function fieldsOf(formData: FormData) {
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

export type FieldsCheck<T> =
  { ok: true; data: T } | { ok: false; errors: FieldErrors; firstError: string };

/**
 * A form's one schema over its fields, the first message for each field: what the server's
 * `readForm` answers, and what a form checks in the browser before it sends anything.
 */
export function checkFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, FieldValue>,
): FieldsCheck<z.output<S>> {
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors, firstError: result.error.issues[0]?.message ?? "" };
}
