import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { institutionAccounts } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";

/** Takes the logo off an institution, audited; returns the key to delete once committed. */
export async function removeInstitutionLogo(
  db: Db,
  actor: Actor,
  institutionId: string,
): Promise<{ ok: true; removedKey: string | null } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: institutionAccounts.name, logoKey: institutionAccounts.logoKey })
      .from(institutionAccounts)
      .where(eq(institutionAccounts.id, institutionId))
      .for("update");
    if (!account) return { ok: false };
    if (!account.logoKey) return { ok: true, removedKey: null };
    await tx
      .update(institutionAccounts)
      .set({ logoKey: null })
      .where(eq(institutionAccounts.id, institutionId));
    await recordAudit(tx, actor, {
      action: "institution.logo-removed",
      subjectType: "institution",
      subjectId: institutionId,
      summary: `Removed the logo of “${account.name}”`,
      before: { logoKey: account.logoKey },
      after: { logoKey: null },
    });
    return { ok: true, removedKey: account.logoKey };
  });
}
