import {
  rateRules,
  type RateLimiter,
  type RateRule,
  type RateVerdict,
} from "../../security/rate-limit";
import { beginSignIn } from "./sign-in-throttle";

type Limit = [key: string, rule: RateRule];

export const signUpLimits = (ip: string): Limit[] => [
  [`sign-up:${ip}`, rateRules.signUpPerAddress],
];
export const passwordResetLimits = (email: string): Limit[] => [
  [`reset:${email.toLowerCase()}`, rateRules.passwordResetPerAccount],
];
export const resendLimits = (email: string): Limit[] => [
  [`resend:${email.toLowerCase()}`, rateRules.resendPerAccount],
];
/** Codes typed at the second step of sign-in, from one address (page and API alike). */
export const twoFactorVerifyLimits = (ip: string): Limit[] => [
  [`two-factor:${ip}`, rateRules.twoFactorPerAddress],
];
/** Passwords and codes typed in the back office by one signed-in admin (the security page, and
 *  the fresh code a sensitive change asks for). */
export const twoFactorSetupLimits = (userId: string): Limit[] => [
  [`two-factor-setup:${userId}`, rateRules.twoFactorSetupPerAccount],
];

/** Counts one attempt against every limit; refused when any is exceeded. */
export async function takeAttempt(limiter: RateLimiter, limits: Limit[]): Promise<RateVerdict> {
  const verdicts = await Promise.all(limits.map(([key, rule]) => limiter.hit(key, rule)));
  const refused = verdicts.filter((v) => !v.allowed);
  return refused.length === 0
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)) };
}

/**
 * The `email` field of a call to better-auth's HTTP API, read as better-auth reads it: a JSON
 * body, or a form body (sign-in and sign-up accept both), where the last value of a repeated
 * field wins. Reading only JSON would let form-encoded guesses escape the account's limits.
 */
export async function emailInAuthRequest(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  try {
    if (type === "application/x-www-form-urlencoded") {
      return new URLSearchParams(await request.clone().text()).getAll("email").at(-1) ?? "";
    }
    const body: unknown = await request.clone().json();
    return typeof body === "object" && body && "email" in body && typeof body.email === "string"
      ? body.email
      : "";
  } catch {
    return "";
  }
}

export type AuthApiGuard =
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: true; settle(response: Response): Promise<void> };

const nothingToSettle: AuthApiGuard = { allowed: true, settle: async () => {} };

/**
 * Our limits for a direct call to better-auth's HTTP API, by endpoint. Sign-in follows the same
 * rules as the sign-in form (`beginSignIn`); `settle` tells them whether it succeeded.
 */
export async function guardAuthApi(
  limiter: RateLimiter,
  call: { method: string; path: string; request: Request; ip: string },
): Promise<AuthApiGuard> {
  const { method, path, request, ip } = call;
  if (method !== "POST") return nothingToSettle;
  const email = await emailInAuthRequest(request);
  if (path.endsWith("/sign-in/email")) {
    const attempt = await beginSignIn(limiter, ip, email);
    if (!attempt.allowed) return attempt;
    return {
      allowed: true,
      settle: async (response) => {
        if (response.ok) await attempt.signedIn();
      },
    };
  }
  const limits: Limit[] = path.endsWith("/sign-up/email")
    ? signUpLimits(ip)
    : /\/two-factor\/verify-(totp|backup-code)$/.test(path)
      ? twoFactorVerifyLimits(ip)
      : path.endsWith("/request-password-reset")
        ? passwordResetLimits(email || ip)
        : path.endsWith("/send-verification-email")
          ? resendLimits(email || ip)
          : [];
  const verdict = await takeAttempt(limiter, limits);
  return verdict.allowed
    ? nothingToSettle
    : { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds };
}
