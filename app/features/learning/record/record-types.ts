import type { ActionAnswer } from "@common/forms/action-answer";
import type { FormValues } from "@common/forms/form-result";
import type { LearningRecord } from "@server/learning/record/learning-record";
import type { CompletionRenewals } from "~/features/learning/renewal/completion-renewals";

export type { RecordEntry } from "@server/learning/record/learning-record";

export type LearningRecordData = LearningRecord & {
  periodError: string | null;
  renewals?: CompletionRenewals;
};

/** The action's answer to a refused form: `form` names it (a course id, an activity id, "new"). */
export type RecordRefusal = ActionAnswer<{ intent: string }>;

/** What a form shows: what was sent back when it was the refused one, else its saved values. */
export function formState(refusal: RecordRefusal | null, key: string) {
  const mine = refusal?.form === key ? refusal : null;
  return {
    errors: mine?.errors ?? {},
    values: mine?.values ?? null,
    open: mine !== null,
  };
}

export const valueOf = (values: FormValues | null, name: string, saved: string) => {
  const value = values?.[name];
  return typeof value === "string" ? value : saved;
};
