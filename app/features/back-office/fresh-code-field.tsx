import { freshCodeField } from "@common/back-office/fresh-code";
import { Field } from "~/components/ui/field";
import { CodeInput } from "~/components/ui/code-input";

/**
 * Asked inside a sensitive form when the server wants a fresh code from the authenticator app
 * (decision 0045): the admin types it and sends the same form again, which then goes through.
 * Nothing shows until the server has asked.
 */
export function FreshCodeField({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Field
      label="Code from your authenticator app"
      hint="Changes like this one need a code given in the last 15 minutes."
      error={error}
    >
      <CodeInput name={freshCodeField} />
    </Field>
  );
}
