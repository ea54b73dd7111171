import { and, eq, ne } from "drizzle-orm";
import { planFingerprint, type BulkChoice, type BulkPlan } from "@common/institutions/bulk-actions";
import { recordAudit, type AuditActor } from "../../audit/audit-log";
import { cohortMembers } from "../../db/schema/index";
import { resendInvitation, type InvitationDeps } from "../send-invitations";
import { bulkPlan } from "./bulk-plan";
import { removeLearner } from "./remove-learner";

export type BulkOutcome =
  | { ok: true; applied: number; plan: Plan }
  /** Nothing was done: the plan as it stands now differs from the one confirmed. */
  | { ok: false; plan: Plan | null };
type Plan = BulkPlan & { cohortName: string | null };

/**
 * The confirmation of a bulk action (docs/product/institutions.md#learners-at-scale): the plan is
 * read again in one transaction, under a lock on the chosen seats, and applied only when it is
 * the one the preview showed (`expected`, its fingerprint); each change is audited in the same
 * transaction. Invitations are sent again one by one, each in its own transaction
 * (send-invitations.ts), after the plan is found unchanged.
 */
export async function applyBulk(
  deps: InvitationDeps,
  scope: { institution: { id: string; name: string }; actor: AuditActor & { id: string } },
  choice: BulkChoice,
  expected: string,
  ipAddress: string | null,
): Promise<BulkOutcome> {
  const { institution, actor } = scope;
  const institutionId = institution.id;
  const checked = await deps.db.transaction(async (tx) => {
    const plan = await bulkPlan(tx, institutionId, choice, { lock: true });
    if (!plan || plan.apply.length === 0 || planFingerprint(plan) !== expected) {
      return { ok: false as const, plan };
    }
    for (const row of plan.apply) {
      const id = row.key.slice(2);
      const audit = (action: string, summary: string) =>
        recordAudit(tx, actor, {
          action,
          subjectType: "user",
          subjectId: id,
          summary,
          institutionId,
          ipAddress,
        });
      if (choice.action === "remove") {
        await removeLearner(tx, { institutionId, userId: id, actor, ipAddress, ...row });
      } else if (choice.action === "add" || choice.action === "move") {
        const cohortId = choice.cohortId!;
        if (choice.action === "move") {
          await tx
            .delete(cohortMembers)
            .where(
              and(
                eq(cohortMembers.institutionId, institutionId),
                eq(cohortMembers.userId, id),
                ne(cohortMembers.cohortId, cohortId),
              ),
            );
        }
        await tx
          .insert(cohortMembers)
          .values({ cohortId, institutionId, userId: id })
          .onConflictDoNothing();
        await audit(
          choice.action === "move" ? "cohort.members-moved" : "cohort.members-added",
          `${row.name} (${row.email}): ${row.outcome}`,
        );
      }
    }
    return { ok: true as const, plan };
  });
  if (!checked.ok) return { ok: false, plan: checked.plan };
  let applied = checked.plan.apply.length;
  if (choice.action === "resend") {
    applied = 0;
    for (const row of checked.plan.apply) {
      const sent = await resendInvitation(deps, institution, actor.id, row.key.slice(2));
      if (sent) applied += 1;
    }
  }
  return { ok: true, applied, plan: checked.plan };
}
