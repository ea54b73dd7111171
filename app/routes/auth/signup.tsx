import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { passwordHint } from "@common/auth/password";
import type { FormValues } from "@common/forms/form-result";
import {
  signUpActionWithInvitation,
  signUpPageWithInvitation,
} from "@server/institutions/pages/invitation-signup-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ProfessionalFields } from "~/features/account/professional-fields";
import { AuthShell } from "~/features/auth/auth-shell";
import { CheckYourEmail } from "~/features/auth/check-your-email";
import { GoogleButton } from "~/features/auth/google-button";
import { InstitutionPicker } from "~/features/auth/institution-picker";
import { PasswordInput } from "~/features/auth/password-input";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign up", "Create your account and start realistic clinical skills training.");

/** Coming from an invitation's page, the form is filled in from the invitation (decision 0065). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return signUpPageWithInvitation(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signUpActionWithInvitation(context, request);
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/signup");
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  useToastFrom(actionData);
  const errors = actionData?.errors ?? {};
  const invited = loaderData.invited;
  const values: FormValues = actionData?.values ?? (invited ? { ...invited } : {});

  if (actionData?.sent) {
    return (
      <CheckYourEmail
        loginTo={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
      >
        <p className="text-muted">
          We have sent a message to{" "}
          <strong className="text-ink">{String(actionData.values.email)}</strong>. Follow the link
          in it to confirm your address and carry on.
        </p>
        <p className="text-muted">
          Nothing there after a few minutes? Check your spam folder, or log in if you already have
          an account.
        </p>
      </CheckYourEmail>
    );
  }

  return (
    <AuthShell
      title="Create your account"
      intro="Tell us about your professional background so we can tailor your training."
    >
      <Form method="post" className="grid gap-5" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
        <ProfessionalFields
          values={values}
          errors={errors}
          lastNameLabel="Surname"
          institutionControl={
            <InstitutionPicker name="institution" defaultValue={String(values.institution ?? "")} />
          }
        />
        <Field
          label="Email"
          error={errors.email}
          hint={invited ? `${invited.institutionName} invited this address.` : undefined}
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={invited ? invited.email : values.email}
            readOnly={Boolean(invited)}
          />
        </Field>
        <Field label="Password" hint={passwordHint} error={errors.password}>
          <PasswordInput name="password" autoComplete="new-password" />
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Creating account..." : "Sign Up"}
        </Button>
      </Form>
      {loaderData.googleEnabled && <GoogleButton />}
      <p className="text-center text-muted">
        Already have an account?{" "}
        <Link
          to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"}
          className="rounded font-semibold text-primary-700 underline-offset-4 focus-ring hover:underline"
        >
          Log in
        </Link>
      </p>
    </AuthShell>
  );
}
