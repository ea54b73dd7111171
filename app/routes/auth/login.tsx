import { useEffect } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { brand } from "@common/brand";
import { loginAction, loginPage } from "@server/institutions/sso/login-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { AuthShell } from "~/features/auth/auth-shell";
import { GoogleButton } from "~/features/auth/google-button";
import { InstitutionSignIn } from "~/features/auth/institution-sign-in";
import { PasswordInput } from "~/features/auth/password-input";
import { pageMeta } from "~/lib/meta";
import { useToastFrom } from "~/lib/use-toast-from";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () =>
  pageMeta("Log in", "Log in to continue your clinical skills training.");

// A refused attempt says when to try again, on the page as on the auth API.
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const answer = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) answer.set("Retry-After", retryAfter);
  return answer;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loginPage(context, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(context, request);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");
  const [params] = useSearchParams();
  const authError = params.get("error");
  useToastFrom(actionData);
  useEffect(() => {
    if (authError) toast.error("Authentication error", { description: authError });
  }, [authError]);
  const errors = actionData?.errors ?? {};

  return (
    <AuthShell title="Welcome back" intro="Log in to continue your clinical skills training.">
      <Form method="post" className="grid gap-5" noValidate={false}>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
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
        <Field label="Password" error={errors.password}>
          <PasswordInput name="password" autoComplete="current-password" required />
        </Field>
        <div className="-mt-2 flex justify-end">
          <Link
            to="/forgot-password"
            className="rounded text-sm font-medium text-primary-700 underline-offset-4 focus-ring hover:underline"
          >
            Forgot Password?
          </Link>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Logging in..." : "Login"}
        </Button>
      </Form>
      {loaderData.googleEnabled && (
        <>
          <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            or
          </p>
          <GoogleButton />
        </>
      )}
      <InstitutionSignIn lookup={loaderData.institution} institutions={loaderData.institutions} />
      <p className="text-center text-muted">
        New to {brand.name}?{" "}
        <Link
          to={
            params.get("redirectTo")
              ? `/signup?redirectTo=${encodeURIComponent(params.get("redirectTo")!)}`
              : "/signup"
          }
          className="rounded font-semibold text-primary-700 underline-offset-4 focus-ring hover:underline"
        >
          Sign Up Here
        </Link>
      </p>
    </AuthShell>
  );
}
