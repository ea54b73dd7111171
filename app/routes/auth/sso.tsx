import { redirect } from "react-router";
import { newAccountParam } from "@common/auth/google-sign-in";
import {
  ssoEmailParam,
  ssoInstitutionParam,
  ssoNotReadyMessage,
  ssoProviderParam,
} from "@common/institutions/sso-sign-in";
import { ssoLookupSchema } from "@common/institutions/sso-settings";
import { redirectWithAuthCookies } from "@server/accounts/auth/auth-response";
import { redirectWithToast } from "@server/http/flash-toast";
import {
  findInstitutionSso,
  institutionSsoById,
  type InstitutionSso,
} from "@server/institutions/sso/sso-sign-in";
import type { Route } from "./+types/sso";
import { uuidPattern } from "@common/uuid";

/**
 * "Sign in with {institution}": starts the institution's OpenID Connect sign-in through
 * better-auth's SSO plugin (decision 0038), which sets its state cookie; we send the browser on.
 * The institution is found by the work email's domain (`?email=`) or chosen (`?institution=`,
 * from the login page's list or an invitation), and must have a verified domain (decision 0043).
 * A link, not a form: the provider is the institution's own, so the page's `form-action` policy,
 * which browsers also apply to a form's redirects, could not name it in advance.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const chosen = query.get("institution") ?? "";
  let found: InstitutionSso | null;
  let email: string | undefined;
  let back: string;
  if (chosen) {
    found = uuidPattern.test(chosen) ? await institutionSsoById(context.db, chosen) : null;
    back = `/login?${ssoInstitutionParam}=${encodeURIComponent(chosen)}`;
    if (!found) throw redirect(back);
  } else {
    const parsed = ssoLookupSchema.safeParse({ email: query.get("email") ?? "" });
    if (!parsed.success) throw redirect("/login");
    email = parsed.data.email;
    found = await findInstitutionSso(context.db, email);
    back = `/login?${ssoEmailParam}=${encodeURIComponent(email)}`;
    if (!found) throw redirect(back);
  }
  if (!found.ready) {
    throw redirectWithToast(back, {
      type: "error",
      title: `Sign in with ${found.institutionName} is not available`,
      description: ssoNotReadyMessage(found.institutionName),
    });
  }
  const landing = `/auth/callback?${ssoProviderParam}=${encodeURIComponent(found.providerId)}`;
  try {
    const { headers, response } = await context.auth.api.signInSSO({
      body: {
        providerId: found.providerId,
        ...(email ? { loginHint: email } : {}),
        callbackURL: landing,
        errorCallbackURL: "/auth/callback",
        newUserCallbackURL: `${landing}&${newAccountParam}`,
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
    return redirectWithAuthCookies(back, new Headers(), {
      type: "error",
      title: `Sign in with ${found.institutionName} failed`,
      description: "Please try again in a moment, or sign in with your email and password.",
    });
  }
}
