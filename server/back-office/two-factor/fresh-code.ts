import { authenticatorCode } from "@common/auth/two-factor";
import { freshCodeField } from "@common/back-office/fresh-code";
import { takeAttempt, twoFactorSetupLimits } from "../../accounts/auth/auth-rate-limits";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { can } from "../../policy/can";
import { tooManyAttemptsMessage } from "../../security/rate-limit";
import { proveCodeForSession, sessionCodeMessages } from "./session-code";

export const freshCodeNeededMessage =
  "This change needs a fresh code: enter the 6-digit code your authenticator app shows now.";

export type FreshCode =
  { ok: true } | { ok: false; status: 400 | 403 | 422 | 429; errors: { [freshCodeField]: string } };

const refused = (status: 400 | 403 | 422 | 429, message: string): FreshCode => ({
  ok: false,
  status,
  errors: { [freshCodeField]: message },
});

/**
 * The gate of a sensitive change (granting a role, single sign-on settings): a session whose
 * last code is older than 15 minutes must give a fresh one, typed in the same form
 * (`twoFactorCode`), so the change goes through on the same submission once the code is right.
 * A refusal names the field, which the form then shows (decision 0045).
 */
export async function requireFreshCode(
  context: Pick<AppContext, "auth" | "authHeaders" | "rateLimiter">,
  admin: SessionUser,
  formData: FormData,
): Promise<FreshCode> {
  if (can(admin, "back-office:sensitive-change", { now: Date.now() })) return { ok: true };
  const typed = formData.get(freshCodeField);
  if (typeof typed !== "string" || typed.trim() === "") return refused(403, freshCodeNeededMessage);
  const code = authenticatorCode.safeParse(typed);
  if (!code.success) return refused(400, code.error.issues[0]?.message ?? freshCodeNeededMessage);
  const verdict = await takeAttempt(context.rateLimiter, twoFactorSetupLimits(admin.id));
  if (!verdict.allowed) return refused(429, tooManyAttemptsMessage);
  const outcome = await proveCodeForSession(context.auth, context.authHeaders, code.data);
  if (outcome === "verified") return { ok: true };
  return refused(outcome === "locked" ? 429 : 422, sessionCodeMessages[outcome]);
}
