import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { institutionManagers } from "../../db/schema/index";

/** Whether this manager (or reporter) asked for the monthly report: their own row only. */
export async function monthlyReportWanted(db: Db, institutionId: string, userId: string) {
  const [row] = await db
    .select({ wanted: institutionManagers.monthlyReport })
    .from(institutionManagers)
    .where(
      and(
        eq(institutionManagers.institutionId, institutionId),
        eq(institutionManagers.userId, userId),
      ),
    );
  return row?.wanted ?? false;
}

/**
 * Turns the monthly report on or off for the signed-in person only, and only where they manage
 * or report on the institution (their row, in the SQL): false when they do not.
 */
export async function setMonthlyReport(
  db: Db,
  institutionId: string,
  userId: string,
  wanted: boolean,
) {
  const updated = await db
    .update(institutionManagers)
    .set({ monthlyReport: wanted })
    .where(
      and(
        eq(institutionManagers.institutionId, institutionId),
        eq(institutionManagers.userId, userId),
      ),
    )
    .returning({ userId: institutionManagers.userId });
  return updated.length > 0;
}
