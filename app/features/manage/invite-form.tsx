import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";

/** Invite one learner by email, optionally into a cohort; or go to the CSV upload. */
export function InviteForm({
  cohorts,
  errors,
  email,
  importTo,
}: {
  cohorts: { id: string; name: string }[];
  errors: Record<string, string>;
  email: string | undefined;
  importTo: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "invite";
  return (
    <Form method="post" className="grid max-w-xl gap-4" noValidate>
      <Field label="Email address" error={errors.email}>
        <Input name="email" type="email" autoComplete="off" defaultValue={email} />
      </Field>
      {cohorts.length > 0 && (
        <Field label="Cohort" optional error={errors.cohortId}>
          <NativeSelect name="cohortId" defaultValue="">
            <option value="">No cohort</option>
            {cohorts.map((cohort) => (
              <option key={cohort.id} value={cohort.id}>
                {cohort.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" name="intent" value="invite" loading={busy}>
          Send invitation
        </Button>
        <Link
          to={importTo}
          className="font-medium text-primary-700 underline underline-offset-4 focus-ring"
        >
          Invite many from a CSV file
        </Link>
      </div>
    </Form>
  );
}

/** Names the holder of an existing account a manager of this institution. */
export function NameManagerForm({
  errors,
  email,
}: {
  errors: Record<string, string>;
  email?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "name-manager";
  return (
    <Form method="post" className="grid max-w-xl gap-4" noValidate>
      <Field
        label="Their account's email address"
        hint="They need a Clinova account already. Managers see learners, invitations and cohorts."
        error={errors.email}
      >
        <Input name="email" type="email" autoComplete="off" defaultValue={email} />
      </Field>
      <div>
        <Button type="submit" name="intent" value="name-manager" variant="outline" loading={busy}>
          Name as manager
        </Button>
      </div>
    </Form>
  );
}
