import { and, eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import type { DbOrTx } from "../../db/client";
import { institutionSeats } from "../../db/schema/index";
import { keepTrainingRecords } from "../records/keep-training-records";

/**
 * A manager removes a learner (docs/product/institutions.md#learners-at-scale): in the caller's
 * transaction, the institution's training records are kept (status "removed"), the removal is
 * audited, then the seat goes (its cohort memberships with it, by their foreign key). False
 * when the learner holds no seat in this institution: nothing is written.
 */
export async function removeLearner(
  tx: DbOrTx,
  removal: {
    institutionId: string;
    userId: string;
    actor: AuditActor;
    ipAddress: string | null;
    name: string;
    email: string;
  },
) {
  const { institutionId, userId } = removal;
  const [seat] = await tx
    .select({ userId: institutionSeats.userId })
    .from(institutionSeats)
    .where(
      and(eq(institutionSeats.institutionId, institutionId), eq(institutionSeats.userId, userId)),
    )
    .for("update");
  if (!seat) return false;
  const kept = await keepTrainingRecords(tx, { institutionId, userId, status: "removed" });
  await recordAudit(tx, removal.actor, {
    action: "learner.removed",
    subjectType: "user",
    subjectId: userId,
    summary: `${removal.name} (${removal.email}) removed; ${kept} training record${kept === 1 ? "" : "s"} kept`,
    institutionId,
    ipAddress: removal.ipAddress,
  });
  await tx
    .delete(institutionSeats)
    .where(
      and(eq(institutionSeats.institutionId, institutionId), eq(institutionSeats.userId, userId)),
    );
  return true;
}
