import { createHmac, timingSafeEqual } from "node:crypto";
import { optionalEmailKinds, type OptionalEmailKind } from "./optional-email-kinds";

export type UnsubscribeClaims = { userId: string; kind: OptionalEmailKind };

// A key of its own, derived from the app's secret, so a token of this kind can never pass for
// anything else the secret signs (sessions, résumé links, SSO links).
const keyOf = (secret: string) =>
  createHmac("sha256", secret).update("clinova:email-unsubscribe:v1").digest();

const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest();

/**
 * `payload.signature`, both base64url, naming the person and the kind of email. It does not
 * expire: an unsubscribe link in an old email must still work (RFC 8058 asks the link to keep
 * working for a reasonable time; an opt-out is harmless to repeat).
 */
export function signUnsubscribeToken(secret: string, claims: UnsubscribeClaims) {
  const payload = Buffer.from(JSON.stringify({ u: claims.userId, k: claims.kind })).toString(
    "base64url",
  );
  return `${payload}.${signatureOf(secret, payload).toString("base64url")}`;
}

/** The person and kind a genuine token names; null for a forged, altered or malformed one. */
export function readUnsubscribeToken(
  secret: string,
  token: string | null | undefined,
): UnsubscribeClaims | null {
  const [payload, signature, ...rest] = (token ?? "").split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, "base64url");
  const wanted = signatureOf(secret, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
    if (typeof value !== "object" || value === null) return null;
    const { u, k } = value as Record<string, unknown>;
    if (typeof u !== "string" || !u) return null;
    const kind = optionalEmailKinds.find((known) => known === k);
    return kind ? { userId: u, kind } : null;
  } catch {
    return null;
  }
}
