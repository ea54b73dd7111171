import { APIError } from "better-auth/api";
import type { Auth } from "./create-auth";

/** True when the request carries the challenge better-auth set after a correct password. */
export async function hasTwoFactorChallenge(auth: Auth, headers: Headers) {
  const { name } = (await auth.$context).createAuthCookie("two_factor");
  return (headers.get("cookie") ?? "")
    .split(";")
    .some((part) => part.trim().startsWith(`${name}=`));
}

export type SecondStep =
  | { ok: true; headers: Headers; userId: string }
  | { ok: false; reason: "wrong code" | "used" | "start again" | "locked" };

/**
 * The second step of a sign-in, by better-auth's plugin: a code from the authenticator app or a
 * backup code (which then stops working). A challenge ends after five wrong codes, and ten in a
 * row lock the account's codes for 15 minutes (the plugin's rules); a code from the app is taken
 * once (two-factor-guard.ts).
 */
export async function completeTwoFactorSignIn(
  auth: Auth,
  headers: Headers,
  method: "totp" | "backup-code",
  code: string,
): Promise<SecondStep> {
  try {
    const verified =
      method === "totp"
        ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
    return { ok: true, headers: verified.headers, userId: verified.response.user.id };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const reason = (error.body as { code?: string } | undefined)?.code;
    if (reason === "INVALID_CODE" || reason === "INVALID_BACKUP_CODE") {
      return { ok: false, reason: "wrong code" };
    }
    if (reason === "CODE_ALREADY_USED") return { ok: false, reason: "used" };
    if (reason === "ACCOUNT_TEMPORARILY_LOCKED") return { ok: false, reason: "locked" };
    return { ok: false, reason: "start again" };
  }
}
