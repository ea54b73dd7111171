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
