/** The login page's query parameter holding the work email typed under "Sign in with your institution". */
export const ssoEmailParam = "sso-email";

/** Marks /auth/callback when an institution's single sign-on brought the person back. */
export const ssoProviderParam = "sso";

/** What the login page says when no institution's single sign-on serves the address's domain. */
export const noSsoMessage = (domain: string) =>
  `No single sign-on is set up for @${domain}. Sign in with your email and password, or ask your training lead.`;

const seatRefusedPrefix = "Signed in without a seat at ";

/** The title of what a person is told when a single sign-on could give them no seat. */
export const ssoSeatRefusedTitle = (institutionName: string) =>
  `${seatRefusedPrefix}${institutionName}`;

/** True for that title: the dashboard keeps the message on the page, not only in a toast. */
export const isSsoSeatRefusal = (title: string) => title.startsWith(seatRefusedPrefix);

/** The login page's query parameter holding the institution chosen under "Sign in with your institution". */
export const ssoInstitutionParam = "sso-institution";

/** What the login page and /auth/sso say while an institution's domain is not yet verified. */
export const ssoNotReadyMessage = (institutionName: string) =>
  `${institutionName}'s single sign-on is not ready yet: its email domain has not been verified. Sign in with your email and password, or ask your training lead.`;
