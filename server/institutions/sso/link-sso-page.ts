import { redirect } from "react-router";
import { answerDone, answerInvalid, answerRefused } from "@common/forms/action-answer";
import { linkSsoPath, ssoLinkSchema } from "@common/institutions/sso-link";
import { resendLimits } from "../../accounts/auth/auth-rate-limits";
import { refuseWhenRateLimited } from "../../accounts/auth/rate-limited";
import type { AppContext } from "../../context";
import { redirectWithToast } from "../../http/flash-toast";
import { readForm } from "../../http/read-form";
import { clearPendingLinkCookie, pendingLinkToken } from "./pending-link-cookie";
import { connectSsoIdentity, pendingLinkFacts } from "./sso-account-links";
import { ssoLandingToast } from "./sso-landing-toast";
import { ssoLinkEmail } from "./sso-link-email";
import { readPendingLink, signPendingLink } from "../../accounts/auth/sso-link-tokens";
import { landAfterSso } from "./sso-sign-in";

type LinkFacts = NonNullable<Awaited<ReturnType<typeof pendingLinkFacts>>>;

/** What the page shows after the action: the address mailed, or the account connected. */
const nothingYet = { sent: null as string | null, connected: null as LinkFacts | null };

const expiredMessage = (institution: string) =>
  `This link has expired or is not valid. Sign in with ${institution} again to get a new one.`;

/**
 * Linking an existing account to an institution's sign-in (decision 0043). The provider named
 * an address that already has an account, so nobody was signed in: the owner shows the account is
 * theirs by signing in with its password or by following a link emailed to its address. The
 * browser that came back from the provider holds the pending link in a cookie (/auth/callback);
 * the emailed link holds a token of its own.
 */
export async function linkSsoPage(context: AppContext, request: Request) {
  const secret = context.config.authSecret;
  const confirm = new URL(request.url).searchParams.get("confirm");
  if (confirm !== null) {
    const link = readPendingLink(secret, confirm, "email");
    const facts = link && (await pendingLinkFacts(context.db, link));
    if (!facts) return { kind: "invalid" as const, message: expiredMessage("your institution") };
    return {
      kind: "confirm" as const,
      token: confirm,
      institutionName: facts.institutionName,
      email: facts.email,
    };
  }
  const link = readPendingLink(secret, pendingLinkToken(request) ?? "", "browser");
  const facts = link && (await pendingLinkFacts(context.db, link));
  if (!facts) throw redirect("/login");
  const user = await context.sessionUser();
  return {
    kind: user?.id === facts.userId ? ("connect" as const) : ("prove" as const),
    institutionName: facts.institutionName,
    email: facts.email,
  };
}

/** Confirm by the emailed link, ask for that email, or connect after signing in (422 if gone). */
export async function linkSsoAction(context: AppContext, request: Request) {
  const secret = context.config.authSecret;
  const form = await readForm(request, ssoLinkSchema);
  if (!form.ok) return answerInvalid(form, nothingYet);
  const { intent, token } = form.data;
  if (intent === "confirm") {
    // The emailed link: whoever holds it reads the account's mail.
    const link = readPendingLink(secret, token, "email");
    const facts = link && (await pendingLinkFacts(context.db, link));
    const outcome = link && facts ? await connectSsoIdentity(context.db, link) : "gone";
    if (outcome !== "linked" || !facts) return refusal(expiredMessage("your institution"));
    return answerDone({ ...nothingYet, connected: facts });
  }
  const link = readPendingLink(secret, pendingLinkToken(request) ?? "", "browser");
  const facts = link && (await pendingLinkFacts(context.db, link));
  if (!link || !facts) throw redirect("/login");
  if (intent === "email") {
    const refused = await refuseWhenRateLimited(context, resendLimits(facts.email), {}, nothingYet);
    if (refused) return refused;
    const emailToken = signPendingLink(secret, { ...link, purpose: "email" });
    const url = `${context.config.appUrl}${linkSsoPath}?confirm=${encodeURIComponent(emailToken)}`;
    await context.mailQueue.enqueue({
      to: facts.email,
      ...ssoLinkEmail(url, facts.institutionName),
    });
    return answerDone({ ...nothingYet, sent: facts.email });
  }
  // "connect": the owner has signed in with the account's password in this browser.
  const user = await context.sessionUser();
  if (user?.id !== facts.userId) throw redirect(linkSsoPath);
  const outcome = await connectSsoIdentity(context.db, link);
  if (outcome !== "linked") return refusal(expiredMessage(facts.institutionName));
  const landing = await landAfterSso(
    context.db,
    { userId: user.id, email: user.email, hasProfile: Boolean(user.profile) },
    link.providerId,
    context.clientIp,
  );
  const title = `Your account is connected to ${facts.institutionName}'s sign-in`;
  return redirectWithToast(
    "/dashboard",
    landing ? ssoLandingToast(landing, title) : { type: "success", title },
    { headers: { "Set-Cookie": clearPendingLinkCookie } },
  );
}

const refusal = (message: string) => answerRefused(message, {}, { extra: nothingYet });
