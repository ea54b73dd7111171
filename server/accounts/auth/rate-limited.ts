import { answerRefused } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { tooManyAttemptsMessage } from "../../security/rate-limit";
import { takeAttempt } from "./auth-rate-limits";

/** The 429 answer for a form, with the input to keep and when to try again. */
export function tooManyAttempts<Extra extends object = object>(
  retryAfterSeconds: number,
  values: Record<string, string> = {},
  extra: Extra = {} as Extra,
) {
  return answerRefused({}, values, {
    extra,
    status: 429,
    headers: { "Retry-After": String(retryAfterSeconds) },
    toast: { type: "error", title: "Too many attempts", description: tooManyAttemptsMessage },
  });
}

/** null when the attempt may go ahead; otherwise the 429 answer for the form. */
export async function refuseWhenRateLimited<Extra extends object = object>(
  context: AppContext,
  limits: Parameters<typeof takeAttempt>[1],
  values: Record<string, string> = {},
  extra?: Extra,
) {
  const verdict = await takeAttempt(context.rateLimiter, limits);
  return verdict.allowed ? null : tooManyAttempts(verdict.retryAfterSeconds, values, extra);
}
