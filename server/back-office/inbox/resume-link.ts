import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How long a résumé link works once made (`RESUME_LINK_SECONDS`, 5 minutes unless set): long
 * enough to click, too short to pass around. Said to the admin as "5 minutes".
 */
export function lifetimeText(seconds: number) {
  const [amount, unit] = seconds % 60 === 0 ? [seconds / 60, "minute"] : [seconds, "second"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

type LinkClaims = { applicationId: string; adminId: string; expiresAt: number };

export type LinkCheck =
  { ok: true } | { ok: false; reason: "expired" } | { ok: false; reason: "invalid" };

// A key of its own, derived from the app's secret, so a token of this kind can never pass for
// anything else the secret signs (sessions, cookies).
const keyOf = (secret: string) =>
  createHmac("sha256", secret).update("clinova:resume-download:v1").digest();

const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest();

/** `payload.signature`, both base64url: the application, the admin it was made for, its expiry. */
export function signResumeToken(
  secret: string,
  claims: { applicationId: string; adminId: string },
  lifetimeSeconds: number,
  now = new Date(),
) {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, expiresAt: now.getTime() + lifetimeSeconds * 1000 }),
  ).toString("base64url");
  return `${payload}.${signatureOf(secret, payload).toString("base64url")}`;
}

/**
 * Checks a token against the application asked for and the admin asking: a forged, altered or
 * borrowed token is invalid; a genuine one past its time has expired.
 */
export function checkResumeToken(
  secret: string,
  token: string | null,
  expected: { applicationId: string; adminId: string },
  now = new Date(),
): LinkCheck {
  const [payload, signature, ...rest] = (token ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const given = Buffer.from(signature, "base64url");
  const wanted = signatureOf(secret, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    return { ok: false, reason: "invalid" };
  }
  const claims = parseClaims(payload);
  if (
    !claims ||
    claims.applicationId !== expected.applicationId ||
    claims.adminId !== expected.adminId
  ) {
    return { ok: false, reason: "invalid" };
  }
  return claims.expiresAt > now.getTime() ? { ok: true } : { ok: false, reason: "expired" };
}

function parseClaims(payload: string): LinkClaims | null {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { applicationId, adminId, expiresAt } = value as Record<string, unknown>;
    return typeof applicationId === "string" &&
      typeof adminId === "string" &&
      typeof expiresAt === "number"
      ? { applicationId, adminId, expiresAt }
      : null;
  } catch {
    return null;
  }
}
