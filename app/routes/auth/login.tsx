import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { signInSchema } from "@common/auth/schemas";
import { brand } from "@common/brand";
import { safeRedirect } from "@common/safe-redirect";
import { authErrorMessage, redirectWithAuthCookies } from "@server/accounts/auth/auth-response";
import { tooManyAttempts } from "@server/accounts/auth/rate-limited";
import { beginSignIn } from "@server/accounts/auth/sign-in-throttle";
import { twoFactorSignInPath } from "@common/auth/two-factor";
import { emailDomainOf } from "@common/institutions/seat-refusals";
import { ssoLookupSchema } from "@common/institutions/sso-settings";
import {
  noSsoMessage,
  ssoEmailParam,
  ssoInstitutionParam,
  ssoNotReadyMessage,
} from "@common/institutions/sso-sign-in";
import {
  findInstitutionSso,
  institutionSsoById,
  readySsoInstitutions,
} from "@server/institutions/sso/sso-sign-in";
import { refreshSubscription } from "@server/billing/refresh-subscription";
import { readForm } from "@server/http/read-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { AuthShell } from "~/features/auth/auth-shell";
import { GoogleButton } from "~/features/auth/google-button";
import { InstitutionSignIn, type InstitutionLookup } from "~/features/auth/institution-sign-in";
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
  const query = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(query.get("redirectTo"), "/dashboard");
  if (await context.sessionUser()) throw redirect(redirectTo);
  return {
    googleEnabled: Boolean(context.config.google),
    institution:
      (await chosenInstitution(context.db, query.get(ssoInstitutionParam))) ??
      (await lookUpInstitution(context.db, query.get(ssoEmailParam))),
    institutions: await readySsoInstitutions(context.db),
  };
}

/** "Sign in with your institution": the single sign-on of the work email's domain, if any. */
async function lookUpInstitution(
  db: Route.LoaderArgs["context"]["db"],
  typed: string | null,
): Promise<InstitutionLookup | null> {
  const parsed = ssoLookupSchema.safeParse({ email: typed ?? "" });
  if (!parsed.success) return null;
  const { email } = parsed.data;
  const found = await findInstitutionSso(db, email);
  if (!found) return { email, found: null, message: noSsoMessage(emailDomainOf(email)) };
  if (!found.ready)
    return { email, found: null, message: ssoNotReadyMessage(found.institutionName) };
  const href = `/auth/sso?email=${encodeURIComponent(email)}`;
  return { email, found: { institutionName: found.institutionName, href } };
}

/**
 * The institution chosen from the list, for a learner whose address does not find it (a shared
 * domain such as nhs.net): never found by the domain alone (decision 0043).
 */
async function chosenInstitution(
  db: Route.LoaderArgs["context"]["db"],
  chosen: string | null,
): Promise<InstitutionLookup | null> {
  if (!chosen || !/^[0-9a-f-]{36}$/i.test(chosen)) return null;
  const found = await institutionSsoById(db, chosen);
  if (!found?.ready) return null;
  const href = `/auth/sso?institution=${encodeURIComponent(found.institutionId)}`;
  return { chosen, found: { institutionName: found.institutionName, href } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, signInSchema);
  if (!form.ok) return data({ ...form, toast: null }, { status: form.status });
  const { email, password } = form.data;
  const attempt = await beginSignIn(context.rateLimiter, context.clientIp, email);
  if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterSeconds, { email });
  let signedIn;
  try {
    signedIn = await context.auth.api.signInEmail({
      body: { email, password },
      headers: context.authHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    context.logger.info({ reqId: context.requestId }, "sign-in refused");
    return data(
      {
        ok: false as const,
        errors: {},
        values: { email },
        toast: {
          type: "error" as const,
          title: "Sign in failed",
          description: authErrorMessage(error, "An error occurred during sign in."),
        },
      },
      { status: 401 },
    );
  }
  await attempt.signedIn();
  const { headers, response } = signedIn;
  const back = safeRedirect(form.values.redirectTo, "/dashboard");
  // The password was right; with two-factor authentication on, better-auth answers with a
  // challenge cookie instead of a session, and the code is asked for on the next page.
  if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
    return redirectWithAuthCookies(
      `${twoFactorSignInPath}?redirectTo=${encodeURIComponent(back)}`,
      headers,
    );
  }
  // The subscription is re-checked on sign-in; a failed check is only logged.
  await refreshSubscription(context.db, context.billing, response.user.id).catch((error: unknown) =>
    context.logger.warn({ err: error }, "subscription re-check failed"),
  );
  return redirectWithAuthCookies(back, headers, {
    type: "success",
    title: "Welcome back!",
  });
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
  const errors: Record<string, string> = actionData?.errors ?? {};

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
            defaultValue={actionData?.values?.email}
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
