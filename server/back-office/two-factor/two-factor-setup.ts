import { and, eq, ne } from "drizzle-orm";
import { createOTP } from "@better-auth/utils/otp";
import { APIError } from "better-auth/api";
import { twoFactorIssuer, type Auth } from "../../accounts/auth/create-auth";
import type { SessionUser } from "../../accounts/auth/session-user";
import { totpOptions, totpStepOf } from "../../accounts/auth/totp-step";
import type { Db } from "../../db/client";
import { sessions, twoFactors, users } from "../../db/schema/index";
import { recordAudit } from "../../audit/audit-log";
import { authenticatorQr } from "./authenticator-qr";
import { actorOf } from "../require-admin";
import { twoFactorRowOf } from "../../accounts/auth/two-factor-codes";
import { decryptWithAuthKey } from "./two-factor-secrets";

/**
 * Step one: with the password, better-auth's plugin makes a secret and ten backup codes, kept
 * unconfirmed until a code from the authenticator proves it was added. Asking again replaces an
 * unconfirmed secret.
 */
export async function startTwoFactorSetup(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.enableTwoFactor({ body: { password }, headers });
    return "started" as const;
  } catch (error) {
    const code = error instanceof APIError ? (error.body as { code?: string })?.code : undefined;
    if (code === "INVALID_PASSWORD" || code === "PASSWORD_TOO_LONG") return "wrong password";
    if (code === "TOTP_ALREADY_ENABLED") return "already on";
    throw error;
  }
}

/** The set-up begun and not yet confirmed: the QR code, the secret to type, the backup codes. */
export async function pendingTwoFactorSetup(auth: Auth, db: Db, admin: SessionUser) {
  const row = await twoFactorRowOf(db, admin.id);
  if (!row || row.verified) return null;
  const [secret, codes] = await Promise.all([
    decryptWithAuthKey(auth, row.secret),
    decryptWithAuthKey(auth, row.backupCodes),
  ]);
  const uri = createOTP(secret, totpOptions).url(twoFactorIssuer, admin.email);
  const base32Secret = new URL(uri).searchParams.get("secret") ?? "";
  return {
    qr: authenticatorQr(uri),
    secret: base32Secret.replace(/(.{4})(?=.)/g, "$1 "),
    backupCodes: JSON.parse(codes) as string[],
  };
}

export type ConfirmOutcome = "enabled" | "wrong code" | "nothing to confirm";

/**
 * Step two: a code from the authenticator turns two-factor authentication on, with its audit
 * entry in the same transaction. Done here rather than by the plugin's verify endpoint, which
 * writes outside any transaction of ours; the check is the plugin's own (`createOTP().verify`).
 * The code's time step is recorded as used, this session is marked as having passed two-factor
 * authentication, and the account's other sessions end: they were opened with the password
 * alone (decision 0045).
 */
export async function confirmTwoFactorSetup(
  auth: Auth,
  db: Db,
  admin: SessionUser,
  code: string,
): Promise<ConfirmOutcome> {
  const row = await twoFactorRowOf(db, admin.id);
  if (!row || row.verified) return "nothing to confirm";
  const secret = await decryptWithAuthKey(auth, row.secret);
  if (!(await createOTP(secret, totpOptions).verify(code))) return "wrong code";
  const step = await totpStepOf(secret, code);
  if (step === null) return "wrong code";
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(twoFactors)
      .set({ verified: true, lastTotpStep: step })
      .where(
        and(
          eq(twoFactors.id, row.id),
          eq(twoFactors.secret, row.secret),
          eq(twoFactors.verified, false),
        ),
      )
      .returning({ id: twoFactors.id });
    if (confirmed.length === 0) return "nothing to confirm";
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
    await tx
      .update(sessions)
      .set({ twoFactorVerifiedAt: new Date() })
      .where(eq(sessions.id, admin.sessionId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, admin.id), ne(sessions.id, admin.sessionId)))
      .returning({ id: sessions.id });
    await recordAudit(tx, actorOf(admin), {
      action: "two_factor.enable",
      subjectType: "member",
      subjectId: admin.id,
      summary: `Two-factor authentication set up by ${admin.email}; ${ended.length} other session${ended.length === 1 ? "" : "s"} ended`,
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    return "enabled";
  });
}
