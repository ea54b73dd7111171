import { redirect } from "react-router";
import { newAccountParam } from "@common/auth/google-sign-in";
import { ssoEmailParam, ssoProviderParam } from "@common/institutions/sso-sign-in";
import { ssoLookupSchema } from "@common/institutions/sso-settings";
import { redirectWithAuthCookies } from "@server/accounts/auth/auth-response";
import { findInstitutionSso } from "@server/institutions/sso/sso-sign-in";
import type { Route } from "./+types/sso";

/**
 * "Sign in with {institution}": starts the institution's OpenID Connect sign-in through
 * better-auth's SSO plugin (decision 0038), which sets its state cookie; we send the browser on.
 * A link, not a form: the provider is the institution's own, so the page's `form-action` policy,
 * which browsers also apply to a form's redirects, could not name it in advance.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const parsed = ssoLookupSchema.safeParse({ email: query.get("email") ?? "" });
  if (!parsed.success) throw redirect("/login");
  const email = parsed.data.email;
  const found = await findInstitutionSso(context.db, email);
  if (!found) throw redirect(`/login?${ssoEmailParam}=${encodeURIComponent(email)}`);
  const back = `/auth/callback?${ssoProviderParam}=${encodeURIComponent(found.providerId)}`;
  try {
    const { headers, response } = await context.auth.api.signInSSO({
      body: {
        providerId: found.providerId,
        loginHint: email,
        callbackURL: back,
        errorCallbackURL: "/auth/callback",
        newUserCallbackURL: `${back}&${newAccountParam}`,
      },
      headers: context.authHeaders,
      returnHeaders: true,
    });
    return redirectWithAuthCookies(response.url, headers);
  } catch (error) {
    context.logger.error(
      { err: error, reqId: context.requestId },
      "single sign-on failed to start",
    );
    return redirectWithAuthCookies(
      `/login?${ssoEmailParam}=${encodeURIComponent(email)}`,
      new Headers(),
      {
        type: "error",
        title: `Sign in with ${found.institutionName} failed`,
        description: "Please try again in a moment, or sign in with your email and password.",
      },
    );
  }
}
