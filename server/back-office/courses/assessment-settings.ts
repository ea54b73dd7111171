import { count, eq } from "drizzle-orm";
import {
  assessmentSettingsSchema,
  type AssessmentSettingsInput,
} from "@common/back-office/question-form";
import type { Db } from "../../db/client";
import { assessmentQuestions, assessments } from "../../db/schema/index";
import { recordAudit, type Actor } from "../../audit/audit-log";
import { done, notFound, type ChangeOutcome } from "./course-modules";

const settingsOf = (row: AssessmentSettingsInput) => ({
  drawCount: row.drawCount,
  reviewAfterFail: row.reviewAfterFail,
  failureLimit: row.failureLimit,
  failureWindowHours: row.failureWindowHours,
});

/**
 * Saves an assessment's draw, review and pause settings (docs/product/learning.md#assessment),
 * checked again against the bank as it is now, with the form's own schema; audited.
 */
export async function saveAssessmentSettings(
  db: Db,
  actor: Actor,
  courseId: string,
  input: AssessmentSettingsInput,
) {
  return db.transaction(async (tx): Promise<ChangeOutcome> => {
    const [before] = await tx
      .select()
      .from(assessments)
      .where(eq(assessments.courseId, courseId))
      .for("update");
    if (!before) return notFound;
    const [bank] = await tx
      .select({ size: count() })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, before.id));
    const checked = assessmentSettingsSchema(bank?.size ?? 0).safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return { ok: false, errors: { [String(issue?.path[0] ?? "form")]: issue?.message ?? "" } };
    }
    await tx.update(assessments).set(settingsOf(checked.data)).where(eq(assessments.id, before.id));
    await recordAudit(tx, actor, {
      action: "assessment.settings",
      subjectType: "assessment",
      subjectId: before.id,
      summary: `Changed the settings of the assessment “${before.title.slice(0, 80)}”`,
      before: settingsOf(before),
      after: settingsOf(checked.data),
    });
    return done;
  });
}
