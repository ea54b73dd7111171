import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { institutionAccounts } from "../../db/schema/index";
import type { InstitutionSeat } from "../../accounts/auth/session-user";

/** What the delete dialog tells a seat holder their institution keeps, and for how long. */
export type KeptOnDeletion = { institutionName: string; retentionYears: number };

/**
 * For the account page (docs/product/institutions.md#training-records): the institution that
 * will keep a record of the learner's training if they delete their account, or null without a
 * seat. One statement, and only for seat holders.
 */
export async function keptOnDeletion(
  db: DbOrTx,
  seat: InstitutionSeat | null,
): Promise<KeptOnDeletion | null> {
  if (!seat) return null;
  const [row] = await db
    .select({ retentionYears: institutionAccounts.retentionYears })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, seat.institutionId));
  if (!row) return null;
  return { institutionName: seat.institutionName, retentionYears: row.retentionYears };
}
