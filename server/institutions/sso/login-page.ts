import { redirect } from "react-router";
import { signInSchema } from "@common/auth/schemas";
import { twoFactorSignInPath } from "@common/auth/two-factor";
import { answerInvalid, answerRefused } from "@common/forms/action-answer";
import { emailDomainOf } from "@common/institutions/seat-refusals";
import { ssoLookupSchema } from "@common/institutions/sso-settings";
import {
  noSsoMessage,
  ssoEmailParam,
  ssoInstitutionParam,
  ssoNotReadyMessage,
} from "@common/institutions/sso-sign-in";
import { safeRedirect } from "@common/safe-redirect";
import { authErrorMessage, redirectWithAuthCookies } from "../../accounts/auth/auth-response";
import { tooManyAttempts } from "../../accounts/auth/rate-limited";
import { beginSignIn } from "../../accounts/auth/sign-in-throttle";
import { refreshSubscription } from "../../billing/refresh-subscription";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { readForm } from "../../http/read-form";
import { findInstitutionSso, institutionSsoById, readySsoInstitutions } from "./sso-sign-in";

/** What "Sign in with your institution" shows: the institution found, or why none was. */
export type InstitutionLookup = { email?: string; chosen?: string } & (
  | { found: { institutionName: string; href: string }; message?: undefined }
  | { found: null; message: string }
);

/** The login page: Google when configured, and the institution found or chosen for single sign-on. */
export async function loginPage(context: AppContext, request: Request) {
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
async function lookUpInstitution(db: Db, typed: string | null): Promise<InstitutionLookup | null> {
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
async function chosenInstitution(db: Db, chosen: string | null): Promise<InstitutionLookup | null> {
  if (!chosen || !/^[0-9a-f-]{36}$/i.test(chosen)) return null;
  const found = await institutionSsoById(db, chosen);
  if (!found?.ready) return null;
  const href = `/auth/sso?institution=${encodeURIComponent(found.institutionId)}`;
  return { chosen, found: { institutionName: found.institutionName, href } };
}

/**
 * Email and password: a wrong pair is 401 with better-auth's message; with two-factor
 * authentication on, the next page asks for the code.
 */
export async function loginAction(context: AppContext, request: Request) {
  const form = await readForm(request, signInSchema);
  if (!form.ok) return answerInvalid(form);
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
    const description = authErrorMessage(error, "An error occurred during sign in.");
    return answerRefused(
      {},
      { email },
      { status: 401, toast: { type: "error", title: "Sign in failed", description } },
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
