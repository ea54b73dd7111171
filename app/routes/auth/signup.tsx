import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { signedUpParam } from "@common/auth/google-sign-in";
import { passwordHint } from "@common/auth/password";
import type { FormValues } from "@common/forms/form-result";
import { signUpSchema } from "@common/auth/schemas";
import { signUpLimits } from "@server/accounts/auth/auth-rate-limits";
import { authErrorMessage } from "@server/accounts/auth/auth-response";
import { refuseWhenRateLimited } from "@server/accounts/auth/rate-limited";
import { safeRedirect } from "@common/safe-redirect";
import { readForm } from "@server/http/read-form";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.sessionUser()) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/dashboard"));
  }
  return { googleEnabled: Boolean(context.config.google) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, signUpSchema);
  if (!form.ok) {
    const toast = {
      type: "error" as const,
      title: "Validation Error",
      description: form.firstError,
    };
    return data({ ...form, toast }, { status: form.status });
  }
  const input = form.data;
  const kept = { ...input, password: "" };
  const refused = await refuseWhenRateLimited(context, signUpLimits(context.clientIp), kept);
  if (refused) return refused;
  // Back where sign-up was asked for (an invitation's page, say) once the address is confirmed.
  const back = safeRedirect(form.values.redirectTo, "");
  try {
    // The auth API checks the same schema again and saves the profile (sign-up-rules.ts). For an
    // address that already has an account it creates nothing, emails the owner instead, and
    // answers exactly as for a new one (decision 0046): so does this page.
    await context.auth.api.signUpEmail({
      body: {
        ...input,
        name: `${input.firstName} ${input.lastName}`,
        callbackURL: back || `/auth/callback?${signedUpParam}`,
      },
      headers: context.authHeaders,
    });
  } catch (error) {
    return data(
      {
        ok: false as const,
        errors: {},
        values: kept,
        toast: {
          type: "error" as const,
          title: "Sign up failed",
          description: authErrorMessage(error, "An error occurred during sign up."),
        },
      },
      { status: 400 },
    );
  }
  return {
    ok: true as const,
    sent: true as const,
    errors: {},
    values: { email: input.email },
    toast: null,
  };
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/signup");
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo") ?? "";
  useToastFrom(actionData);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: FormValues = actionData?.values ?? {};

  if (actionData && "sent" in actionData && actionData.sent) {
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
        <Field label="Email" error={errors.email}>
          <Input name="email" type="email" autoComplete="email" defaultValue={values.email} />
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
