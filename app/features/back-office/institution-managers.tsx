import { Form } from "react-router";
import { nameManagerSchema } from "@common/back-office/institution-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { formatDate } from "~/lib/format-date-time";
import { FreshCodeField } from "./fresh-code-field";
import { useFormCheck } from "~/lib/use-form-check";
import { shown, type FormState } from "./editor-state";

export type InstitutionManager = {
  userId: string;
  name: string;
  email: string;
  namedAt: string;
  role: "manager" | "reporter";
};

const roleOptions = (
  <>
    <option value="manager">Manager: everything in the manager area</option>
    <option value="reporter">Reporter: read and export only</option>
  </>
);

/**
 * Who manages the institution (docs/product/institutions.md#roles: an admin names the first;
 * managers name others in their own area), each a manager or a reporter, with forms to change
 * the role or remove it, and the form that names one by the email of an existing account.
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
                  {manager.email} · {manager.role} · named {formatDate(manager.namedAt)}
                </span>
              </span>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="change-manager-role" />
                <input type="hidden" name="userId" value={manager.userId} />
                <Field label={`Role of ${manager.email}`}>
                  <NativeSelect name="role" defaultValue={manager.role}>
                    {roleOptions}
                  </NativeSelect>
                </Field>
                <FreshCodeField error={codeFor("change-manager-role", manager.userId)} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  Change role<span className="sr-only"> of {manager.email}</span>
                </Button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="remove-manager" />
                <input type="hidden" name="userId" value={manager.userId} />
                <FreshCodeField error={codeFor("remove-manager", manager.userId)} />
                <Button type="submit" variant="outline" size="sm" disabled={busy}>
                  Remove
                  <span className="sr-only">
                    {" "}
                    {manager.email} as a {manager.role}
                  </span>
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
          hint="They must already have an account. Choose their role beside it."
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
        <Field label="Role">
          <NativeSelect name="role" defaultValue={shown(state, "role", "manager")}>
            {roleOptions}
          </NativeSelect>
        </Field>
        <FreshCodeField error={codeFor("name-manager")} />
        <Button type="submit" loading={busy}>
          Name manager or reporter
        </Button>
      </Form>
    </section>
  );
}
