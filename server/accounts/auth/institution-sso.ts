import { sso } from "@better-auth/sso";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ssoProviders, users } from "../../db/schema/index";
import { emailInDomains, providerDomains } from "./sso-domains";
import { signPendingLink, ssoLinkRequiredCode } from "./sso-link-tokens";

/** The SSO plugin's OpenID Connect answer, where a new account is made (docs/product/institutions.md#single-sign-on). */
const ssoCallbackPath = "/sso/callback/:providerId";

/**
 * The requests (better-auth's endpoint context, one object per request) in which the provider's
 * answer made a new account: the account row that follows belongs to it. Any other account row
 * made by the callback would link an existing account.
 */
const madeByThisSignIn = new WeakSet<object>();

/**
 * better-auth's SSO plugin for institutions' OpenID Connect providers (decision 0038). Only the
 * back office configures providers (it writes `sso_providers` itself, after checking the
 * discovery document), so the plugin's own registration is closed (`providersLimit: 0`) and its
 * management endpoints are not exposed (exposed-auth-endpoints.ts). Domain verification is on:
 * a provider signs nobody in until one of its domains' DNS record is found (decision 0043), and
 * an existing account is never linked by the plugin (refuseSilentLinking).
 */
export const institutionSso = () =>
  sso({
    providersLimit: 0,
    domainVerification: { enabled: true },
    // Our column: the institution the provider signs learners in to (sso_providers).
    schema: {
      ssoProvider: {
        additionalFields: { institutionId: { type: "string", required: true, input: false } },
      },
    },
  });

/**
 * A new account made by an institution's provider for an address in the provider's verified
 * domains starts confirmed: the institution that proved it holds the domain vouches for its
 * addresses. Any other address is confirmed by email.
 */
export function confirmInstitutionAddresses(db: Db) {
  return async (
    user: { email: string; emailVerified: boolean },
    context: { path?: string; params?: Record<string, string | undefined> } | null,
  ) => {
    if (context?.path !== ssoCallbackPath) return;
    madeByThisSignIn.add(context);
    if (user.emailVerified) return;
    const providerId = context.params?.providerId;
    if (!providerId) return;
    const [provider] = await db
      .select({ domain: ssoProviders.domain, verified: ssoProviders.domainVerified })
      .from(ssoProviders)
      .where(eq(ssoProviders.providerId, providerId));
    if (!provider?.verified || !emailInDomains(user.email, providerDomains(provider.domain)))
      return;
    return { data: { ...user, emailVerified: true } };
  };
}

/**
 * No silent linking (decision 0043): when an institution's provider names an address that an
 * existing Clinova account already has, the account is not linked to that identity and nobody is
 * signed in. The plugin is stopped where it would add the account row, and /auth/callback gets
 * a signed pending link to offer the owner: sign in with the password, or follow an emailed link
 * (app/routes/auth/link-sso.tsx). Accounts made by this same answer are let through.
 */
export function refuseSilentLinking(db: Db, secret: string) {
  return async (
    account: { providerId: string; accountId: string; userId: string },
    context: { path?: string } | null,
  ) => {
    if (context?.path !== ssoCallbackPath || madeByThisSignIn.has(context)) return;
    const [owner] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, account.userId));
    if (!owner) throw new APIError("FORBIDDEN", { code: "UNABLE_TO_LINK_ACCOUNT" });
    const token = signPendingLink(secret, {
      purpose: "browser",
      providerId: account.providerId,
      accountId: account.accountId,
      email: owner.email,
    });
    throw new APIError("FORBIDDEN", { code: ssoLinkRequiredCode, message: token });
  };
}
