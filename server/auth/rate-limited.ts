import { data } from "react-router";
import type { AppContext } from "../context";
import { tooManyAttemptsMessage } from "../security/rate-limit";
import { takeAttempt } from "./auth-rate-limits";

/** null when the attempt may go ahead; otherwise the 429 answer for the form. */
export async function refuseWhenRateLimited(
  context: AppContext,
  limits: Parameters<typeof takeAttempt>[1],
  values: Record<string, string> = {},
) {
  const verdict = await takeAttempt(context.rateLimiter, limits);
  if (verdict.allowed) return null;
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
    { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
  );
}
