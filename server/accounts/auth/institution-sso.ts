import { sso } from "@better-auth/sso";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ssoProviders } from "../../db/schema/index";
import { emailInDomains, providerDomains } from "../../institutions/sso/sso-domains";

/** The SSO plugin's OpenID Connect answer, where a new account is made (issue 15). */
const ssoCallbackPath = "/sso/callback/:providerId";

/**
 * better-auth's SSO plugin for institutions' OpenID Connect providers (decision 0038). Only the
 * back office configures providers (it writes `sso_providers` itself, after checking the
 * discovery document), so the plugin's own registration is closed (`providersLimit: 0`) and its
 * management endpoints are not exposed (exposed-auth-endpoints.ts). Domain verification is on:
 * the admin who enters a provider's domains vouches for them, which lets the plugin sign a person
 * with an address in those domains in to their existing, confirmed account.
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
 * A new account made by an institution's provider for an address in the provider's own domains
 * starts confirmed: the institution vouches for its addresses, as its admin-verified domains
 * already let the plugin link existing accounts. Any other address is confirmed by email.
 */
export function confirmInstitutionAddresses(db: Db) {
  return async (
    user: { email: string; emailVerified: boolean },
    context: { path?: string; params?: Record<string, string | undefined> } | null,
  ) => {
    if (user.emailVerified || context?.path !== ssoCallbackPath) return;
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
