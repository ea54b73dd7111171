import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What a pending link names: the institution's provider, the person's identity there (the ID
 * token's `sub`) and the address it asserted, which is the Clinova account's (decision 0043).
 * `purpose` keeps the two tokens apart: the one the browser that came back from the provider
 * holds proves nothing about the account; only the emailed one, or a password sign-in, does.
 */
export type PendingLink = {
  purpose: "browser" | "email";
  providerId: string;
  accountId: string;
  email: string;
};

/**
 * The code /auth/callback receives (as `error`) when a provider named an existing account: its
 * `error_description` is the pending link's browser token.
 */
export const ssoLinkRequiredCode = "SSO_LINK_REQUIRED";

/** How long the person has to prove the account is theirs. */
export const pendingLinkSeconds = 30 * 60;

// A key of its own, so a token of this kind can never pass for anything else the secret signs.
const keyOf = (secret: string) =>
  createHmac("sha256", secret).update("clinova:sso-link:v1").digest();

const signatureOf = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest();

/** `payload.signature`, both base64url, valid for `pendingLinkSeconds`. */
export function signPendingLink(secret: string, link: PendingLink, now = new Date()) {
  const payload = Buffer.from(
    JSON.stringify({ ...link, expiresAt: now.getTime() + pendingLinkSeconds * 1000 }),
  ).toString("base64url");
  return `${payload}.${signatureOf(secret, payload).toString("base64url")}`;
}

/** The pending link a token names, when it is genuine, of `purpose` and in time; else null. */
export function readPendingLink(
  secret: string,
  token: string,
  purpose: PendingLink["purpose"],
  now = new Date(),
): PendingLink | null {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: PendingLink & { expiresAt: number };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims.purpose !== purpose || !(claims.expiresAt > now.getTime())) return null;
  const { providerId, accountId, email } = claims;
  if (![providerId, accountId, email].every((value) => typeof value === "string" && value)) {
    return null;
  }
  return { purpose, providerId, accountId, email };
}
