import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { twoFactorSignInSchema } from "@common/auth/two-factor";
import { safeRedirect } from "@common/safe-redirect";
import { redirectWithAuthCookies } from "@server/accounts/auth/auth-response";
import { twoFactorVerifyLimits } from "@server/accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { codeAlreadyUsed } from "@server/accounts/auth/two-factor-guard";
import {
  completeTwoFactorSignIn,
  hasTwoFactorChallenge,
} from "@server/accounts/auth/two-factor-sign-in";
import { refreshSubscription } from "@server/billing/refresh-subscription";
import { redirectWithToast } from "@server/http/flash-toast";
import { readForm } from "@server/http/read-form";
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

const returnAddress = (request: Request) =>
  safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard");

const loginAgain = (back: string) => `/login?redirectTo=${encodeURIComponent(back)}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const back = returnAddress(request);
  if (await context.sessionUser()) throw redirect(back);
  if (!(await hasTwoFactorChallenge(context.auth, context.authHeaders))) {
    throw redirect(loginAgain(back));
  }
  return null;
}

const wrongCode = {
  totp: "That code is not right. Type the code your authenticator app shows now.",
  "backup-code": "That backup code is not right, or it has been used already.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, twoFactorSignInSchema);
  if (!form.ok) return data({ ...form, toast: null }, { status: form.status });
  const { method, code } = form.data;
  const back = safeRedirect(form.data.redirectTo, "/dashboard");
  const refused = await refuseWhenRateLimited(context, twoFactorVerifyLimits(context.clientIp), {
    method,
  });
  if (refused) return refused;
  const step = await completeTwoFactorSignIn(context.auth, context.authHeaders, method, code);
  if (!step.ok && (step.reason === "wrong code" || step.reason === "used")) {
    const message = step.reason === "used" ? codeAlreadyUsed.message : wrongCode[method];
    return data(
      { ok: false as const, errors: { code: message }, values: { method }, toast: null },
      { status: 401 },
    );
  }
  if (!step.ok) {
    return redirectWithToast(loginAgain(back), {
      type: "error",
      title: step.reason === "locked" ? "Too many wrong codes" : "Please log in again",
      description:
        step.reason === "locked"
          ? "For your safety, codes are refused for 15 minutes. Try again later."
          : "Your sign-in timed out or had too many wrong codes.",
    });
  }
  await refreshSubscription(context.db, context.billing, step.userId).catch((error: unknown) =>
    context.logger.warn({ err: error }, "subscription re-check failed"),
  );
  return redirectWithAuthCookies(back, step.headers, { type: "success", title: "Welcome back!" });
}

export default function LoginTwoFactor({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [params] = useSearchParams();
  useToastFrom(actionData);
  const failedMethod = actionData?.values?.method;
  const errors: Record<string, string> = actionData?.errors ?? {};
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
