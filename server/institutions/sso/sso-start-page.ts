import { redirect } from "react-router";
import { newAccountParam } from "@common/auth/google-sign-in";
import {
  ssoEmailParam,
  ssoInstitutionParam,
  ssoNotReadyMessage,
  ssoProviderParam,
} from "@common/institutions/sso-sign-in";
import { ssoLookupSchema } from "@common/institutions/sso-settings";
import { redirectWithAuthCookies } from "../../accounts/auth/auth-response";
import { redirectWithToast } from "../../http/flash-toast";
import { findInstitutionSso, institutionSsoById, type InstitutionSso } from "./sso-sign-in";
import type { AppContext } from "../../context";
import { isUuid } from "@common/uuid";

export async function ssoStartPage(request: Request, context: AppContext) {
  const query = new URL(request.url).searchParams;
  const chosen = query.get("institution") ?? "";
  let found: InstitutionSso | null;
  let email: string | undefined;
  let back: string;
  if (chosen) {
    found = isUuid(chosen) ? await institutionSsoById(context.db, chosen) : null;
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
