/**
 * Headers every response carries. The CSP for HTML (which needs the per-request script nonce)
 * is set where the HTML is rendered: see `contentSecurityPolicy`.
 */
export function baseSecurityHeaders(options: { https: boolean }): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)"],
  ];
  if (options.https) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

/**
 * No inline scripts but those carrying this response's nonce; nothing may frame us. Forms may
 * lead only here, to Stripe, and to the sign-in provider: browsers apply `form-action` to the
 * redirects after a form post too, and without JavaScript "Continue with Google" is a form post
 * that our server redirects to the provider.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { devServer: boolean; signInProvider?: string },
) {
  const connect = options.devServer ? "'self' ws: wss:" : "'self'";
  const formTargets = ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"];
  if (options.signInProvider) formTargets.push(new URL(options.signInProvider).origin);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${formTargets.join(" ")}`,
    "object-src 'none'",
  ].join("; ");
}
