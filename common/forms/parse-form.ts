import type { z } from "zod";

export type FormErrors = Record<string, string>;

export type ParsedForm<T> =
  | { ok: true; data: T }
  | { ok: false; errors: FormErrors; firstError: string; values: Record<string, string> };

/** Validates form fields with a shared schema; on failure, the first message per field. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  form: FormData | Record<string, unknown>,
): ParsedForm<z.infer<S>> {
  const fields =
    form instanceof FormData
      ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))
      : form;
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  const values = Object.fromEntries(
    Object.entries(fields).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
  delete values.password;
  delete values.confirmPassword;
  return { ok: false, errors, firstError: result.error.issues[0]?.message ?? "", values };
}
