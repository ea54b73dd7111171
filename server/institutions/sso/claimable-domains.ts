import { parse } from "tldts";
import { sharedEmailDomains } from "./shared-email-domains";

/**
 * Why an institution may not claim `domain` for its single sign-on, or null when it may
 * (decision 0043). A claimed domain finds the institution's sign-in from a learner's address, so
 * it must be the institution's own: not a public suffix from the Public Suffix List (`co.uk`,
 * `ac.uk`, `nhs.uk`, including its private section, `github.io`), not a domain many people share
 * (`gmail.com`, `nhs.net`, or any name under them), and a name on the public internet.
 */
export function domainClaimRefusal(domain: string): string | null {
  const parsed = parse(domain, { allowPrivateDomains: true });
  if (parsed.isIp || (!parsed.isIcann && !parsed.isPrivate)) {
    return `${domain} is not a domain on the public internet. Enter your institution's own email domain, like trust.nhs.uk.`;
  }
  if (!parsed.domain) {
    return `${domain} is shared by many organisations. Enter your institution's own domain, like trust.${domain}.`;
  }
  if (sharedEmailDomains.has(parsed.domain)) {
    return `${domain} is a shared email service, not your institution's own domain. Learners with these addresses sign in through their invitation or by choosing your institution.`;
  }
  return null;
}
