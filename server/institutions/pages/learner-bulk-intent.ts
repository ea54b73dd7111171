import { answerDone, answerInvalid, answerRefused, notFound } from "@common/forms/action-answer";
import {
  bulkActionLabels,
  bulkConfirmSchema,
  bulkPreviewSchema,
  planFingerprint,
  type BulkChoice,
  type BulkPlan,
} from "@common/institutions/bulk-actions";
import type { SessionUser } from "../../accounts/auth/session-user";
import type { AppContext } from "../../context";
import { formMessages, validateForm, type FormReading } from "../../http/read-form";
import { redirectWithToast } from "../../http/flash-toast";
import { applyBulk } from "../learners/apply-bulk";
import { bulkPlan } from "../learners/bulk-plan";
import type { ManagedInstitution } from "../require-manager";

/** What the learners page shows between choosing a bulk action and confirming it. */
export type BulkPreview = BulkPlan & {
  choice: BulkChoice;
  cohortName: string | null;
  /** The plan's fingerprint: sent back with the confirmation, compared there. */
  expected: string;
  /** True when a confirmation found the plan changed: this is the new one. */
  changed: boolean;
};

const noBulk = { bulk: null as BulkPreview | null };

export function answerUnreadable() {
  return answerRefused(formMessages.unreadable, {}, { status: 400, extra: noBulk });
}

function previewOf(
  choice: BulkChoice,
  plan: BulkPlan & { cohortName: string | null },
  changed: boolean,
) {
  const bulk: BulkPreview = { ...plan, choice, expected: planFingerprint(plan), changed };
  return bulk;
}

const choiceOf = (data: BulkChoice): BulkChoice => ({
  keys: data.keys,
  action: data.action,
  cohortId: data.cohortId,
});

/** Shows what the chosen bulk action would do; nothing changes yet. */
export async function bulkPreviewIntent(
  context: AppContext,
  institution: ManagedInstitution,
  form: FormReading<BulkChoice>,
) {
  if (!form.ok) {
    return answerInvalid(form, noBulk, {
      form: "bulk",
      toast: { type: "error", title: "Please check the form", description: form.firstError },
    });
  }
  const choice = choiceOf(form.data);
  const plan = await bulkPlan(context.db, institution.id, choice);
  if (!plan) notFound();
  return answerDone({ bulk: previewOf(choice, plan, false) }, { form: "bulk" });
}

/** Applies exactly the previewed plan, or shows the plan as it now stands. */
export async function bulkConfirmIntent(
  context: AppContext,
  user: SessionUser,
  institution: ManagedInstitution,
  form: FormReading<BulkChoice & { expected: string }>,
  doneTo = `/manage/${institution.id}/learners`,
) {
  if (!form.ok) {
    return answerInvalid(form, noBulk, {
      form: "bulk",
      toast: { type: "error", title: "Please check the form", description: form.firstError },
    });
  }
  const choice = choiceOf(form.data);
  const outcome = await applyBulk(
    { db: context.db, mailQueue: context.mailQueue, appUrl: context.config.appUrl },
    { institution, actor: { id: user.id, email: user.email } },
    choice,
    form.data.expected,
    context.clientIp,
  );
  if (!outcome.ok) {
    if (!outcome.plan) notFound();
    const message =
      "Something changed since the preview, so nothing was done. Check the new preview and confirm again.";
    return answerRefused(
      message,
      {},
      {
        form: "bulk",
        extra: { bulk: previewOf(choice, outcome.plan, true) },
        toast: { type: "error", title: "Nothing was done", description: message },
      },
    );
  }
  const done = outcome.applied;
  return redirectWithToast(doneTo, {
    type: "success",
    title: `${bulkActionLabels[choice.action]}: done for ${done} ${done === 1 ? "learner" : "learners"}`,
    description:
      choice.action === "remove" ? "Their training records are kept, marked removed." : undefined,
  });
}

/**
 * The bulk form's two steps, wherever a page offers it (the learners list, a cohort's table):
 * null when the form is not one of them. A confirmation returns to `doneTo`.
 */
export function bulkIntent(
  context: AppContext,
  user: SessionUser,
  institution: ManagedInstitution,
  formData: FormData,
  doneTo?: string,
) {
  const intent = formData.get("intent");
  if (intent === "bulk-preview") {
    return bulkPreviewIntent(context, institution, validateForm(bulkPreviewSchema, formData));
  }
  if (intent === "bulk-confirm") {
    const form = validateForm(bulkConfirmSchema, formData);
    return bulkConfirmIntent(context, user, institution, form, doneTo);
  }
  return null;
}
