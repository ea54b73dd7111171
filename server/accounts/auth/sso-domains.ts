import { emailDomainOf } from "@common/institutions/seat-refusals";

/** The domains of a provider's `domain` column (the SSO plugin keeps them comma-separated). */
export const providerDomains = (domain: string) =>
  domain
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** True when the address is in one of the domains, or a subdomain of one (as the plugin matches). */
export function emailInDomains(email: string, domains: string[]) {
  const domain = emailDomainOf(email);
  return (
    domain !== "" && domains.some((allowed) => domain === allowed || domain.endsWith(`.${allowed}`))
  );
}

/** The provider id of an institution's single sign-on: part of its redirect URI. */
export const providerIdFor = (institutionId: string) => `institution-${institutionId}`;
