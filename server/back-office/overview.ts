import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { auditLog } from "../db/schema/index";
import { isLaunched } from "../content/launch-status";

/** The back office's first page: the launch switch and the latest actions (inbox counts: the nav). */
export async function backOfficeOverview(db: Db, logger: Pick<Logger, "error">) {
  const [launched, recent] = await Promise.all([
    isLaunched(db, logger),
    db
      .select({
        id: auditLog.id,
        actor: auditLog.actor,
        summary: auditLog.summary,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(8),
  ]);
  return {
    launched,
    recent: recent.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
