import { createHash, randomBytes } from "node:crypto";

/** A new invitation token (256 random bits, URL-safe) and the SHA-256 that is all we keep. */
export function newInvitationToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

/** The stored form of a token: a leaked table row cannot be turned back into a working link. */
export const hashInvitationToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");
