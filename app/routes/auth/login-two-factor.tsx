import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { loginTwoFactorAction, loginTwoFactorPage } from "@server/screens/login-two-factor-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CodeInput } from "~/components/ui/code-input";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { AuthShell } from "~/features/auth/auth-shell";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/login-two-factor";

export const meta: Route.MetaFunction = () =>
  pageMeta("Two-step verification", "Enter the code from your authenticator app to log in.");

export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const answer = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) answer.set("Retry-After", retryAfter);
  return answer;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loginTwoFactorPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginTwoFactorAction(context, request);
}

export default function LoginTwoFactor({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [params] = useSearchParams();
  useToastFrom(actionData);
  const failedMethod = actionData?.values.method;
  const errors = actionData?.errors ?? {};
  const errorFor = (method: string) => (failedMethod === method ? errors.code : undefined);
  const redirectTo = (
    <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
  );

  return (
    <AuthShell
      title="Two-step verification"
      intro="Enter the 6-digit code your authenticator app shows for Clinova."
    >
      {errors.form && <Alert role="alert" variant="danger" title={errors.form} />}
      {actionData?.toast?.type === "error" && (
        <Alert role="alert" variant="danger" title={actionData.toast.title}>
          {actionData.toast.description}
        </Alert>
      )}
      <Form method="post" className="grid gap-5">
        {redirectTo}
        <input type="hidden" name="method" value="totp" />
        <Field label="6-digit code" error={errorFor("totp")}>
          <CodeInput name="code" />
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          Verify
        </Button>
      </Form>
      <section
        aria-labelledby="backup-code-title"
        className="grid gap-3 border-t border-border pt-5"
      >
        <h2 id="backup-code-title" className="text-lg font-semibold">
          No access to your app?
        </h2>
        <p className="text-sm text-muted">
          Use one of the backup codes you saved when you set up two-factor authentication. Each
          works once.
        </p>
        <Form method="post" className="grid gap-4">
          {redirectTo}
          <input type="hidden" name="method" value="backup-code" />
          <Field label="Backup code" error={errorFor("backup-code")}>
            <Input name="code" autoComplete="off" spellCheck={false} required />
          </Field>
          <div>
            <Button type="submit" variant="outline" disabled={busy}>
              Use backup code
            </Button>
          </div>
        </Form>
      </section>
      <p className="text-center text-sm text-muted">
        <Link
          to="/login"
          className="rounded font-semibold text-primary-700 underline-offset-4 focus-ring hover:underline"
        >
          Back to log in
        </Link>
      </p>
    </AuthShell>
  );
}
