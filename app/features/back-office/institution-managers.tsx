import { Form } from "react-router";
import { nameManagerSchema } from "@common/back-office/institution-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate } from "~/lib/format-date-time";
import { FreshCodeField } from "./fresh-code-field";
import { useFormCheck } from "~/lib/use-form-check";
import { shown, type FormState } from "./editor-state";

export type InstitutionManager = { userId: string; name: string; email: string; namedAt: string };

/**
 * Who manages the institution (docs/product/institutions.md#manager-area: an admin names the first; managers name others in
 * their own area), with a button to remove each, and the form that names one by the email of
 * an existing account.
 */
export function InstitutionManagers({
  managers,
  state,
  busy,
}: {
  managers: InstitutionManager[];
  state: FormState;
  busy: boolean;
}) {
  const { errors, onSubmit } = useFormCheck(nameManagerSchema, state.errors);
  // Naming or removing a manager may ask for a fresh code, in the form just posted.
  const codeFor = (intent: string, userId?: string) =>
    state.values?.intent === intent && (userId === undefined || state.values.userId === userId)
      ? state.errors.twoFactorCode
      : undefined;
  return (
    <section aria-labelledby="managers" className="grid gap-4">
      <h2 id="managers" className="text-xl font-semibold">
        Managers
      </h2>
      {errors.form && (
        <Alert variant="danger" title="Not changed">
          {errors.form}
        </Alert>
      )}
      {managers.length === 0 ? (
        <p className="text-sm">No manager yet. Name the institution&apos;s training lead below.</p>
      ) : (
        <ul className="grid gap-2">
          {managers.map((manager) => (
            <li
              key={manager.userId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <span className="grid gap-0.5">
                <span className="font-medium">{manager.name}</span>
                <span className="text-sm break-all text-muted">
                  {manager.email} · named {formatDate(manager.namedAt)}
                </span>
              </span>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="remove-manager" />
                <input type="hidden" name="userId" value={manager.userId} />
                <FreshCodeField error={codeFor("remove-manager", manager.userId)} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  Remove<span className="sr-only"> {manager.email} as a manager</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="name-manager" />
        <Field
          label="Name a manager by email"
          hint="They must already have an account."
          error={errors.email}
          className="min-w-64 flex-1"
        >
          <Input
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={shown(state, "email", "")}
            required
          />
        </Field>
        <FreshCodeField error={codeFor("name-manager")} />
        <Button type="submit" loading={busy}>
          Name manager
        </Button>
      </Form>
    </section>
  );
}
