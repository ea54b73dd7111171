import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { institutionAccounts } from "../db/schema/index";

/** A new bearer token for an institution's directory: 256 random bits, shown once. */
export const newScimToken = () => `scim_${randomBytes(32).toString("base64url")}`;

/** What is stored of a token: its SHA-256, hex. */
export const scimTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The institution whose directory holds this bearer token, or null. Found by the hash's unique
 * key, then compared in constant time: a 256-bit random token's hash leaks nothing useful by
 * timing, but the comparison that decides is not the index's.
 */
export async function institutionForScimToken(db: Db, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "")?.[1];
  if (!token) return null;
  const hash = scimTokenHash(token);
  const [row] = await db
    .select({
      id: institutionAccounts.id,
      name: institutionAccounts.name,
      scimTokenHash: institutionAccounts.scimTokenHash,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.scimTokenHash, hash));
  if (!row?.scimTokenHash) return null;
  const same = timingSafeEqual(Buffer.from(row.scimTokenHash, "hex"), Buffer.from(hash, "hex"));
  return same ? { id: row.id, name: row.name } : null;
}
