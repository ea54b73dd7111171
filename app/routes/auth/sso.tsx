import { ssoStartPage } from "@server/institutions/sso/sso-start-page";
import type { Route } from "./+types/sso";

/**
 * "Sign in with {institution}": starts the institution's OpenID Connect sign-in through
 * better-auth's SSO plugin (decision 0038), which sets its state cookie; we send the browser on.
 * The institution is found by the work email's domain (`?email=`) or chosen (`?institution=`,
 * from the login page's list or an invitation), and must have a verified domain (decision 0043).
 * A link, not a form: the provider is the institution's own, so the page's `form-action` policy,
 * which browsers also apply to a form's redirects, could not name it in advance.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return ssoStartPage(request, context);
}
