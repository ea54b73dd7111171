import { APIError } from "better-auth/api";
import type { Auth } from "../../accounts/auth/create-auth";
import { codeAlreadyUsed } from "../../accounts/auth/two-factor-guard";

export type SessionCodeOutcome = "verified" | "wrong code" | "used" | "locked";

/**
 * A code from the authenticator, proved by the signed-in session itself: better-auth's plugin
 * checks it (its verify endpoint, with the session), and our guard around it refuses a code
 * used already, counts a wrong one toward the account's lock and marks the session
 * (server/accounts/auth/two-factor-guard.ts).
 */
export async function proveCodeForSession(
  auth: Auth,
  headers: Headers,
  code: string,
): Promise<SessionCodeOutcome> {
  try {
    await auth.api.verifyTOTP({ body: { code }, headers });
    return "verified";
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const reason = (error.body as { code?: string } | undefined)?.code;
    if (reason === "INVALID_CODE") return "wrong code";
    if (reason === codeAlreadyUsed.code) return "used";
    if (reason === "ACCOUNT_TEMPORARILY_LOCKED") return "locked";
    throw error;
  }
}

/** What each outcome tells the admin, on the security page and in a sensitive form alike. */
export const sessionCodeMessages = {
  "wrong code": "That code is not right. Type the code your authenticator app shows now.",
  used: codeAlreadyUsed.message,
  locked: "Too many wrong codes: codes are refused for 15 minutes. Try again later.",
} as const;
