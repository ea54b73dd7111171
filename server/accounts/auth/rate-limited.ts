import { data } from "react-router";
import type { AppContext } from "../../context";
import { tooManyAttemptsMessage } from "../../security/rate-limit";
import { takeAttempt } from "./auth-rate-limits";

/** The 429 answer for a form, with the input to keep and when to try again. */
export function tooManyAttempts(retryAfterSeconds: number, values: Record<string, string> = {}) {
  return data(
    {
      ok: false as const,
      errors: {},
      values,
      toast: {
        type: "error" as const,
        title: "Too many attempts",
        description: tooManyAttemptsMessage,
      },
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );
}

/** null when the attempt may go ahead; otherwise the 429 answer for the form. */
export async function refuseWhenRateLimited(
  context: AppContext,
  limits: Parameters<typeof takeAttempt>[1],
  values: Record<string, string> = {},
) {
  const verdict = await takeAttempt(context.rateLimiter, limits);
  return verdict.allowed ? null : tooManyAttempts(verdict.retryAfterSeconds, values);
}
