import { eq } from "drizzle-orm";
import { recordAudit, type Actor } from "../audit/audit-log";
import type { Db } from "../db/client";
import { institutionAccounts } from "../db/schema/index";
import { newScimToken, scimTokenHash } from "./scim-token";

/**
 * Gives the institution's directory a new SCIM token, replacing any earlier one (which stops
 * working at once). Returns the token, to be shown once; only its SHA-256 is kept. Audited.
 */
export async function generateScimToken(db: Db, actor: Actor, institutionId: string, ip?: string) {
  const token = newScimToken();
  const replaced = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: institutionAccounts.name, hash: institutionAccounts.scimTokenHash })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, institutionId))
      .for("update");
    if (!before) return null;
    await tx
      .update(institutionAccounts)
      .set({ scimTokenHash: scimTokenHash(token), scimTokenCreatedAt: new Date() })
      .where(eq(institutionAccounts.id, institutionId));
    await recordAudit(tx, actor, {
      action: "institution.scim-token-generated",
      subjectType: "institution",
      subjectId: institutionId,
      institutionId,
      ipAddress: ip ?? null,
      // Never the token nor its hash.
      summary: `SCIM token of ${before.name} ${before.hash ? "replaced" : "generated"}`,
      before: { tokenSet: Boolean(before.hash) },
      after: { tokenSet: true },
    });
    return { replaced: Boolean(before.hash) };
  });
  return replaced ? { token, ...replaced } : null;
}

/** Revokes the institution's SCIM token: its directory's requests answer 401 from now on. */
export async function revokeScimToken(db: Db, actor: Actor, institutionId: string, ip?: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: institutionAccounts.name, hash: institutionAccounts.scimTokenHash })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, institutionId))
      .for("update");
    if (!before) return "missing" as const;
    if (!before.hash) return "none" as const;
    await tx
      .update(institutionAccounts)
      .set({ scimTokenHash: null, scimTokenCreatedAt: null })
      .where(eq(institutionAccounts.id, institutionId));
    await recordAudit(tx, actor, {
      action: "institution.scim-token-revoked",
      subjectType: "institution",
      subjectId: institutionId,
      institutionId,
      ipAddress: ip ?? null,
      summary: `SCIM token of ${before.name} revoked`,
      before: { tokenSet: true },
      after: { tokenSet: false },
    });
    return "revoked" as const;
  });
}
