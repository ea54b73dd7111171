import { useEffect } from "react";
import { data, redirect, useNavigate } from "react-router";
import { newAccountParam, signedUpParam } from "@common/auth/google-sign-in";
import { ssoProviderParam } from "@common/institutions/sso-sign-in";
import { arrivalAfterSignUp } from "@server/accounts/auth/arrival-after-sign-up";
import { can } from "@server/policy/can";
import { flashToastCookie } from "@server/http/flash-toast";
import { ssoLandingToast } from "@server/institutions/sso/sso-landing-toast";
import { landAfterSso } from "@server/institutions/sso/sso-sign-in";
import { linkSsoPath, pendingLinkCookie } from "@server/institutions/sso/pending-link-cookie";
import {
  pendingLinkSeconds,
  readPendingLink,
  ssoLinkRequiredCode,
} from "@server/accounts/auth/sso-link-tokens";
import { Spinner } from "~/components/ui/spinner";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/callback";

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
export async function loader({ request, context }: Route.LoaderArgs) {
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

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Signing you in", "Processing your login."),
  { name: "robots", content: "noindex" },
];

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(loaderData.destination, { replace: true });
  }, [loaderData.destination, navigate]);
  return (
    <section className="grid min-h-[50vh] place-content-center justify-items-center gap-4 p-8 text-center">
      <Spinner className="size-8 text-primary-700" />
      <h1 className="text-2xl font-semibold">Processing your login...</h1>
      {/* Without JavaScript the page moves on by itself. Only then: with scripts running, a refresh
          would reload the dashboard the client has already opened. */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${loaderData.destination}`} />
      </noscript>
    </section>
  );
}
