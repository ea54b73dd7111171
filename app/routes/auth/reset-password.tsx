import { useEffect } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { CircleCheck } from "lucide-react";
import { passwordHint } from "@common/auth/password";
import { resetPasswordAction, resetPasswordPage } from "@server/accounts/auth/reset-password-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { AuthShell } from "~/features/auth/auth-shell";
import { PasswordInput } from "~/features/auth/password-input";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/reset-password";

/** The redirect to /login after a password update (docs/product/accounts.md#reset-password). */
const redirectAfterUpdateMs = 3000;

export const meta: Route.MetaFunction = () =>
  pageMeta("Update password", "Choose a new password for your account.");

export function loader({ request }: Route.LoaderArgs) {
  return resetPasswordPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(context, request);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle";
  const updated = Boolean(actionData?.updated);
  useToastFrom(actionData);
  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => navigate("/login"), redirectAfterUpdateMs);
    return () => clearTimeout(timer);
  }, [updated, navigate]);
  const errors = actionData?.errors ?? {};

  if (updated) {
    return (
      <AuthShell title="Password updated!">
        <div className="grid gap-4" role="status">
          <CircleCheck aria-hidden="true" className="size-10 text-success" />
          <p className="text-muted">
            You can now log in with your new password. Taking you to the login page…
          </p>
          <Button asChild>
            <Link to="/login">Go to Login</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  const linkInvalid = !loaderData.token || loaderData.linkError;
  return (
    <AuthShell title="Update Password" intro="Choose a new password for your account.">
      {linkInvalid ? (
        <div className="grid gap-4">
          <p className="rounded-lg bg-danger-soft p-4 text-danger-strong">
            This reset link is not valid or has expired. Please ask for a new one.
          </p>
          <Button asChild variant="outline">
            <Link to="/forgot-password">Send a new link</Link>
          </Button>
        </div>
      ) : (
        <Form method="post" className="grid gap-5">
          <input type="hidden" name="token" value={loaderData.token} />
          {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
          {errors.token && <p className="text-danger">{errors.token}</p>}
          <Field label="New password" hint={passwordHint} error={errors.password}>
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword}>
            <PasswordInput name="confirmPassword" autoComplete="new-password" required />
          </Field>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Updating..." : "Update Password"}
          </Button>
        </Form>
      )}
    </AuthShell>
  );
}
