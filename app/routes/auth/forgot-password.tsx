import { Form, Link, useNavigation } from "react-router";
import { forgotPasswordAction } from "@server/accounts/auth/forgot-password-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { AuthShell } from "~/features/auth/auth-shell";
import { CheckYourEmail } from "~/features/auth/check-your-email";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot password", "Get a link to choose a new password.");

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(context, request);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useToastFrom(actionData);
  const errors = actionData?.errors ?? {};

  if (actionData?.sent) {
    return (
      <CheckYourEmail loginTo="/login">
        <p className="text-muted">
          If an account exists for <strong className="text-ink">{actionData.values.email}</strong>,
          we have sent a link to reset your password. It works for one hour.
        </p>
      </CheckYourEmail>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      intro="Enter the email you signed up with and we will send you a link to choose a new one."
    >
      <Form method="post" className="grid gap-5">
        {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
        <Field label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values.email}
          />
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Sending..." : "Send Reset Link"}
        </Button>
        <Link
          to="/login"
          className="justify-self-center rounded font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
        >
          Back to Login
        </Link>
      </Form>
    </AuthShell>
  );
}
