import {
  rateRules,
  type RateLimiter,
  type RateRule,
  type RateVerdict,
} from "../security/rate-limit";

type Limit = [key: string, rule: RateRule];

export const signInLimits = (ip: string, email: string): Limit[] => [
  [`sign-in:${ip}`, rateRules.signInPerAddress],
  [`sign-in:${ip}:${email.toLowerCase()}`, rateRules.signInPerAccount],
];
export const signUpLimits = (ip: string): Limit[] => [
  [`sign-up:${ip}`, rateRules.signUpPerAddress],
];
export const passwordResetLimits = (email: string): Limit[] => [
  [`reset:${email.toLowerCase()}`, rateRules.passwordResetPerAccount],
];
export const resendLimits = (email: string): Limit[] => [
  [`resend:${email.toLowerCase()}`, rateRules.resendPerAccount],
];

/** Counts one attempt against every limit; refused when any is exceeded. */
export async function takeAttempt(limiter: RateLimiter, limits: Limit[]): Promise<RateVerdict> {
  const verdicts = await Promise.all(limits.map(([key, rule]) => limiter.hit(key, rule)));
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) };
}

/** The limits for a direct call to better-auth's HTTP API, by endpoint and body. */
export function limitsForAuthEndpoint(path: string, body: unknown, ip: string): Limit[] {
  const email =
    typeof body === "object" && body && "email" in body && typeof body.email === "string"
      ? body.email
      : "";
  if (path.endsWith("/sign-in/email")) return signInLimits(ip, email);
  if (path.endsWith("/sign-up/email")) return signUpLimits(ip);
  if (path.endsWith("/request-password-reset")) return passwordResetLimits(email || ip);
  if (path.endsWith("/send-verification-email")) return resendLimits(email || ip);
  return [];
}
