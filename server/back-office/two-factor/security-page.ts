import type { Auth } from "../../accounts/auth/create-auth";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { Db } from "../../db/client";
import { can } from "../../policy/can";
import { backupCodesLeft } from "./backup-codes";
import { pendingTwoFactorSetup } from "./two-factor-setup";
import { twoFactorRowOf } from "../../accounts/auth/two-factor-codes";

/**
 * What /admin/security shows: the status; the code this session has not given yet; or the
 * set-up at the step the admin has reached.
 */
export async function securityPage(auth: Auth, db: Db, admin: SessionUser) {
  if (admin.twoFactorEnabled && !can(admin, "back-office:use")) return { state: "verify" as const };
  if (admin.twoFactorEnabled) {
    const row = await twoFactorRowOf(db, admin.id);
    return {
      state: "on" as const,
      backupCodesLeft: row ? await backupCodesLeft(auth, row.backupCodes) : null,
    };
  }
  const pending = await pendingTwoFactorSetup(auth, db, admin);
  return pending ? { state: "confirm" as const, ...pending } : { state: "off" as const };
}

export type SecurityPage = Awaited<ReturnType<typeof securityPage>>;
