import { data, redirect } from "react-router";
import { newAccountParam, signedUpParam } from "@common/auth/google-sign-in";
import { ssoProviderParam } from "@common/institutions/sso-sign-in";
import { arrivalAfterSignUp } from "../../accounts/auth/arrival-after-sign-up";
import { can } from "../../policy/can";
import type { AppContext } from "../../context";
import { flashToastCookie } from "../../http/flash-toast";
import { linkSsoPath } from "@common/institutions/sso-link";
import { pendingLinkCookie } from "./pending-link-cookie";
import { ssoLandingToast } from "./sso-landing-toast";
import {
  pendingLinkSeconds,
  readPendingLink,
  ssoLinkRequiredCode,
} from "../../accounts/auth/sso-link-tokens";
import { landAfterSso } from "./sso-sign-in";

const failure = `/login?error=${encodeURIComponent("Authentication failed")}`;
// better-auth's word when a provider's address matches an account it may not link: one whose
// address was never confirmed, or one whose address is outside the institution's verified
// domains (docs/decisions/0038-institution-single-sign-on.md, 0043).
const accountNotLinked = "account not linked";
const unconfirmedAccount = `/login?error=${encodeURIComponent(
  "An account with this email already exists. Sign in with your email and password; if its address is not confirmed yet, confirm it first.",
)}`;

/**
 * The return address of email confirmation, Google sign-in and institutions' single sign-on
 * (docs/product/accounts.md#auth-callback). better-auth has already set the session (or added ?error=)
 * before sending the browser here. After a single sign-on the person takes a seat in the
 * provider's institution if one is free, and is told plainly when none could be had.
 */
export async function authCallbackPage(context: AppContext, request: Request) {
  const query = new URL(request.url).searchParams;
  if (query.get("error") === accountNotLinked) throw redirect(unconfirmedAccount);
  // An institution's provider named an existing account: nobody is signed in, and the owner is
  // offered a way to link it (decision 0043).
  if (query.get("error") === ssoLinkRequiredCode) {
    const token = query.get("error_description") ?? "";
    if (!readPendingLink(context.config.authSecret, token, "browser")) throw redirect(failure);
    throw redirect(linkSsoPath, {
      headers: { "Set-Cookie": pendingLinkCookie(token, pendingLinkSeconds) },
    });
  }
  if (query.has("error")) throw redirect(failure);
  const user = await context.sessionUser();
  if (!user) throw redirect("/login");
  // A new account's confirmation link: on to where the spec's sign-up lands.
  if (query.has(signedUpParam)) {
    const { destination, toast } = arrivalAfterSignUp(user);
    return data({ destination }, { headers: { "Set-Cookie": flashToastCookie(toast) } });
  }
  // A Google sign-in or single sign-on that has just made the account comes back with
  // `new-account`; its professional details are still to give (docs/product/accounts.md#google-sign-in).
  const newAccount = query.has(newAccountParam) && !can(user, "learning-area:enter");
  const title = newAccount ? "Welcome!" : "Successfully authenticated";
  const providerId = query.get(ssoProviderParam);
  const landing = providerId
    ? await landAfterSso(
        context.db,
        { userId: user.id, email: user.email, hasProfile: Boolean(user.profile) },
        providerId,
        context.clientIp,
      )
    : null;
  return data(
    { destination: newAccount ? "/get-started" : "/dashboard" },
    {
      headers: {
        "Set-Cookie": flashToastCookie(
          landing ? ssoLandingToast(landing, title) : { type: "success", title },
        ),
      },
    },
  );
}
