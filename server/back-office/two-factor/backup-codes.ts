import { and, eq } from "drizzle-orm";
import { generateRandomString } from "better-auth/crypto";
import type { Auth } from "../../accounts/auth/create-auth";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { Db } from "../../db/client";
import { twoFactors } from "../../db/schema/index";
import { recordAudit } from "../../audit/audit-log";
import { actorOf } from "../require-admin";
import { decryptWithAuthKey, encryptWithAuthKey, isOwnPassword } from "./two-factor-secrets";

/** Ten codes of ten letters and digits shown as `abcde-12345`, as better-auth's plugin makes them. */
function newBackupCodes() {
  return Array.from({ length: 10 }, () => {
    const code = generateRandomString(10, "a-z", "0-9", "A-Z");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** How many backup codes the admin has left (each works once). */
export async function backupCodesLeft(auth: Auth, encrypted: string) {
  return (JSON.parse(await decryptWithAuthKey(auth, encrypted)) as string[]).length;
}

export type RegenerateOutcome =
  { ok: true; codes: string[] } | { ok: false; reason: "wrong password" | "not set up" };

/**
 * New backup codes in place of the old ones, with the password, audited in the same
 * transaction (the count before and after, never the codes).
 */
export async function regenerateBackupCodes(
  auth: Auth,
  db: Db,
  admin: SessionUser,
  password: string,
): Promise<RegenerateOutcome> {
  if (!(await isOwnPassword(auth, db, admin.id, password))) {
    return { ok: false, reason: "wrong password" };
  }
  const codes = newBackupCodes();
  const encrypted = await encryptWithAuthKey(auth, JSON.stringify(codes));
  return db.transaction(async (tx): Promise<RegenerateOutcome> => {
    const [row] = await tx
      .select()
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, admin.id), eq(twoFactors.verified, true)))
      .for("update");
    if (!row) return { ok: false, reason: "not set up" };
    const before = await backupCodesLeft(auth, row.backupCodes);
    await tx.update(twoFactors).set({ backupCodes: encrypted }).where(eq(twoFactors.id, row.id));
    await recordAudit(tx, actorOf(admin), {
      action: "two_factor.backup_codes.regenerate",
      subjectType: "member",
      subjectId: admin.id,
      summary: `New backup codes made for ${admin.email}; the old ones no longer work`,
      before: { backupCodesLeft: before },
      after: { backupCodesLeft: codes.length },
    });
    return { ok: true, codes };
  });
}
