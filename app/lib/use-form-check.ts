import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { checkFields, fieldsOf } from "@common/forms/check-fields";
import type { FieldErrors } from "@common/forms/form-result";

/**
 * Checks a form in the browser with the schema its action checks on the server, before anything
 * is sent: a refused form shows its messages at once and puts the focus on the first field named.
 * Without JavaScript the server's answer shows the same messages. A form the browser let through
 * shows the server's answer (`serverErrors`) again.
 */
export function useFormCheck(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [browserErrors, setBrowserErrors] = useState<FieldErrors | null>(null);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const check = checkFields(schema, fieldsOf(new FormData(form, submitter)));
    if (check.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(check.errors);
    const first = Object.keys(check.errors).find((name) => form.elements.namedItem(name));
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
  }

  return { errors: browserErrors ?? serverErrors ?? {}, onSubmit };
}
