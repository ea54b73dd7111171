/**
 * The auth API's endpoints that browsers may call over HTTP. better-auth serves many more
 * (changing the email or the password, updating the user's name, listing linked accounts and
 * sessions, provider tokens, deleting the user…); the product uses none of them over HTTP, and
 * each would bypass our own rules (the profile schema, the account page's deletion with its
 * subscription check), so everything not listed here answers 404. Our pages call better-auth
 * in-process (`context.auth.api`), which this list does not limit.
 */
const exposed: { method: "GET" | "POST"; path: RegExp }[] = [
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/sign-up\/email$/ },
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "POST", path: /^\/request-password-reset$/ },
  // The link in the reset email, then the new password.
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "POST", path: /^\/reset-password$/ },
  // The link in the confirmation email, and sending it again.
  { method: "GET", path: /^\/verify-email$/ },
  { method: "POST", path: /^\/send-verification-email$/ },
  // Signing one of one's own sessions out (better-auth checks that it is the caller's).
  { method: "POST", path: /^\/revoke-session$/ },
  // Google's answer at the end of the OpenID Connect flow (GET, or POST for form_post).
  { method: "GET", path: /^\/(oauth2\/)?callback\/[^/]+$/ },
  { method: "POST", path: /^\/(oauth2\/)?callback\/[^/]+$/ },
  // An institution's identity provider's answer (single sign-on, decision 0038). Starting the
  // sign-in is done in-process by /auth/sso; registering and changing providers is the back
  // office's, so /sso/register, /sso/update-provider and the rest stay closed.
  { method: "GET", path: /^\/sso\/callback\/[^/]+$/ },
  // The second step of a sign-in with two-factor authentication (the challenge cookie that
  // /sign-in/email set). Setting it up, new backup codes and turning it off stay closed: our
  // security page does them in-process, with the password and an audit entry.
  { method: "POST", path: /^\/two-factor\/verify-totp$/ },
  { method: "POST", path: /^\/two-factor\/verify-backup-code$/ },
];

/** True when `path` (below /api/auth) may be called with `method` from outside. */
export function isExposedAuthEndpoint(method: string, path: string) {
  return exposed.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
