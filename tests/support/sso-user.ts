/**
 * The learner the end-to-end OpenID Connect server signs in for an institution's single sign-on:
 * the one it signs in when the client is `ssoClientId` (anyone else gets the Google user).
 */
export const ssoClientId = "clinova-e2e-institution";
export const ssoUser = {
  sub: "institution-nadia-001",
  email: "nadia.rahman@northgate-e2e.nhs.uk",
  given_name: "Nadia",
  family_name: "Rahman",
  name: "Nadia Rahman",
};

/**
 * A second institution's learner, signed in when the client is `ssoLinkClientId`: the journey
 * gives them a Clinova account first, so the provider names an existing account (decision 0043).
 */
export const ssoLinkClientId = "clinova-e2e-institution-link";
export const ssoLinkUser = {
  sub: "institution-owen-002",
  email: "owen.baptiste@riverside-e2e.nhs.uk",
  given_name: "Owen",
  family_name: "Baptiste",
  name: "Owen Baptiste",
};
