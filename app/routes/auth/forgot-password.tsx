import { data, Form, Link, useNavigation } from "react-router";
import { forgotPasswordSchema } from "@common/auth/schemas";
import { passwordResetLimits } from "@server/accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { readForm } from "@server/http/read-form";
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

/** The same answer whether or not the address has an account (ASVS 2.5.x, no enumeration). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, forgotPasswordSchema);
  if (!form.ok) return data({ ...form, sent: false, toast: null }, { status: form.status });
  const { email } = form.data;
  const refused = await refuseWhenRateLimited(context, passwordResetLimits(email), { email });
  if (refused) return refused;
  try {
    await context.auth.api.requestPasswordReset({
      body: { email, redirectTo: "/reset-password" },
      headers: context.authHeaders,
    });
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "password reset request failed");
    return data(
      {
        ok: false as const,
        errors: {},
        values: { email },
        sent: false,
        toast: {
          type: "error" as const,
          title: "Password reset failed",
          description: "An error occurred while sending the reset email.",
        },
      },
      { status: 500 },
    );
  }
  return {
    ok: true as const,
    errors: {},
    values: { email },
    sent: true,
    toast: { type: "success" as const, title: "Password reset email sent" },
  };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useToastFrom(actionData);
  const errors: Record<string, string> = actionData?.errors ?? {};

  if (actionData && "sent" in actionData && actionData.sent) {
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
            defaultValue={actionData?.values?.email}
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
