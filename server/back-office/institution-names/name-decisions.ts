import { and, eq } from "drizzle-orm";
import type { InstitutionNameDecision } from "@common/back-office/institution-names";
import { sameInstitutionName } from "../../accounts/institutions";
import type { Db } from "../../db/client";
import { institutions, profiles } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";

export type NameDecisionOutcome =
  | { outcome: "approved" | "rejected"; name: string }
  | { outcome: "merged"; name: string; into: string; profiles: number }
  | { outcome: "not pending" | "unknown target" };

/**
 * Approves, rejects or merges one waiting name, with its audit entry, in one transaction
 * (decision 0047). The row is locked first, so two admins deciding at once decide it once.
 *
 * - approve: the name joins the picker's list for everyone.
 * - merge: every profile holding the name (any case or spacing) takes the approved name chosen
 *   instead, and the waiting name is removed.
 * - reject: the name is never offered, nor queued again; the profiles that hold it keep their
 *   text, which is theirs to change.
 */
export async function decideInstitutionName(
  db: Db,
  actor: Actor,
  decision: InstitutionNameDecision,
): Promise<NameDecisionOutcome> {
  return db.transaction(async (tx) => {
    const [name] = await tx
      .select()
      .from(institutions)
      .where(and(eq(institutions.id, decision.nameId), eq(institutions.status, "pending")))
      .for("update");
    if (!name) return { outcome: "not pending" };
    const before = { name: name.name, status: name.status, proposedBy: name.proposedBy };

    if (decision.intent === "merge") {
      const [target] = await tx
        .select({ id: institutions.id, name: institutions.name })
        .from(institutions)
        .where(
          and(
            eq(institutions.status, "approved"),
            sameInstitutionName(institutions.name, decision.into),
          ),
        );
      if (!target) return { outcome: "unknown target" };
      const repointed = await tx
        .update(profiles)
        .set({ institution: target.name, updatedAt: new Date() })
        .where(sameInstitutionName(profiles.institution, name.name))
        .returning({ userId: profiles.userId });
      await tx.delete(institutions).where(eq(institutions.id, name.id));
      await recordAudit(tx, actor, {
        action: "institution-name.merge",
        subjectType: "institution-name",
        subjectId: name.id,
        summary: `Institution name “${name.name}” merged into “${target.name}” (${repointed.length} profile${repointed.length === 1 ? "" : "s"})`,
        before,
        after: { mergedInto: target, profiles: repointed.length },
      });
      return { outcome: "merged", name: name.name, into: target.name, profiles: repointed.length };
    }

    const status = decision.intent === "approve" ? "approved" : "rejected";
    await tx.update(institutions).set({ status }).where(eq(institutions.id, name.id));
    await recordAudit(tx, actor, {
      action: `institution-name.${decision.intent}`,
      subjectType: "institution-name",
      subjectId: name.id,
      summary: `Institution name “${name.name}” ${status}`,
      before,
      after: { status },
    });
    return { outcome: status, name: name.name };
  });
}
