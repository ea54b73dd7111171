import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import type { FieldErrors, FormValues } from "@common/forms/form-result";

/** One form of an editor page: what was typed and the errors, when it was the form just posted. */
export type FormState = { values: FormValues | null; errors: FieldErrors };

export function formStateOf(answer: EditorAnswer | undefined, formKey: string): FormState {
  if (!answer || answer.form !== formKey) return { values: null, errors: {} };
  return { values: answer.values, errors: answer.errors };
}

/** The value to show: what was just posted, else the saved one. */
export function shown(state: FormState, name: string, saved: string) {
  const value = state.values?.[name];
  if (value === undefined) return state.values ? "" : saved;
  return Array.isArray(value) ? value.join("\n") : value;
}
