import type { z } from "zod";
import { checkFields, fieldsOf } from "@common/forms/check-fields";
import { controlCharacterMessage, hasControlCharacter } from "@common/forms/control-characters";
import type { FormRefusal, FormValues } from "@common/forms/form-result";
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
  const garbled = fieldWithControlCharacter(formData);
  if (garbled !== null) {
    const errors = { [garbled]: controlCharacterMessage };
    return {
      ok: false,
      reason: "invalid",
      status: 400,
      errors,
      firstError: controlCharacterMessage,
      values,
    };
  }
  const check = checkFields(schema, fields);
  if (check.ok) return { ok: true, data: check.data, values, formData };
  const { errors, firstError } = check;
  return { ok: false, reason: "invalid", status: 400, errors, firstError, values };
}

function unread(reason: FormRefusal["reason"], status: 400 | 413, message: string): FormRefusal {
  return { ok: false, reason, status, errors: { form: message }, firstError: message, values: {} };
}

/**
 * The one input rule, before any schema: no field's name or text holds a control character other
 * than tab and line breaks (`common/forms/control-characters.ts`). Files are the uploads' concern.
 */
function fieldWithControlCharacter(formData: FormData) {
  for (const [name, value] of formData) {
    if (hasControlCharacter(name)) return "form";
    if (typeof value === "string" && hasControlCharacter(value)) return name;
  }
  return null;
}

// Passwords, and a code from an authenticator app (fresh-code.ts), never go back to the page.
const isSecret = (name: string) => /password|twoFactorCode/i.test(name);

function valuesOf(fields: ReturnType<typeof fieldsOf>): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(fields)) {
    if (isSecret(name)) continue;
    const texts = [value].flat().filter((entry) => typeof entry === "string");
    if (texts.length > 0) values[name] = Array.isArray(value) ? texts : texts[0]!;
  }
  return values;
}
