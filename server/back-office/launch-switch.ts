import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appConfig } from "../db/schema/index";
import { recordAudit, type Actor } from "../audit/audit-log";

/**
 * Sets the launch switch (app_config `launch_status`) with its audit entry, in one transaction.
 * Says whether anything changed: saving the current state again records nothing.
 */
export async function setLaunchStatus(db: Db, actor: Actor, launched: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appConfig.value })
      .from(appConfig)
      .where(eq(appConfig.key, "launch_status"))
      .for("update");
    const before = row?.value ?? null;
    const wasLaunched = (before as { is_launched?: unknown } | null)?.is_launched === true;
    if (row && wasLaunched === launched) return { changed: false };
    const value = { is_launched: launched };
    await tx
      .insert(appConfig)
      .values({ key: "launch_status", value })
      .onConflictDoUpdate({ target: appConfig.key, set: { value } });
    await recordAudit(tx, actor, {
      action: "launch-status.set",
      subjectType: "setting",
      subjectId: "launch_status",
      summary: launched ? "Marked the product launched" : "Marked the product not launched",
      before,
      after: value,
    });
    return { changed: true };
  });
}
