import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { auditLog } from "../db/schema/index";
import { isLaunched } from "../content/launch-status";
import { unreadCounts } from "./inbox/unread-counts";

/** The back office's first page: what waits in the inbox, the launch switch, the latest actions. */
export async function backOfficeOverview(db: Db, logger: Pick<Logger, "error">) {
  const [unread, launched, recent] = await Promise.all([
    unreadCounts(db),
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
    unread,
    launched,
    recent: recent.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}
