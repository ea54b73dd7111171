import {
  assessmentSettingsSchema,
  reviewAfterFailChoices,
} from "@common/back-office/question-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { controlClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useFormCheck } from "~/lib/use-form-check";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";

export type AssessmentSettings = {
  drawCount: number;
  reviewAfterFail: string;
  failureLimit: number;
  failureWindowHours: number;
};

const reviewLabels: Record<(typeof reviewAfterFailChoices)[number], string> = {
  "wrong-only": "Which questions were wrong, and where they are taught (no answers)",
  full: "Every question with the correct answer and explanation",
};

/**
 * How attempts are drawn, reviewed and paused (docs/product/learning.md#assessment), checked by
 * the same schema as the server, against the bank's size.
 */
export function AssessmentSettingsForm({
  settings,
  bankSize,
  state,
}: {
  settings: AssessmentSettings;
  bankSize: number;
  state: FormState;
}) {
  const { errors, onSubmit } = useFormCheck(assessmentSettingsSchema(bankSize), state.errors);
  const value = (name: keyof AssessmentSettings) => shown(state, name, String(settings[name]));
  return (
    <EditorForm
      intent="save-settings"
      formKey="settings"
      onSubmit={onSubmit}
      formError={errors.form}
      submit={<SaveButton>Save settings</SaveButton>}
    >
      <Field
        label="Questions per attempt"
        hint={`Drawn from the bank of ${bankSize}, at least one for each learning outcome.`}
        error={errors.drawCount}
      >
        <Input
          name="drawCount"
          type="number"
          min={1}
          max={Math.min(100, bankSize)}
          defaultValue={value("drawCount")}
        />
      </Field>
      <Field label="After a failed attempt, the review shows" error={errors.reviewAfterFail}>
        <select
          name="reviewAfterFail"
          defaultValue={value("reviewAfterFail")}
          className={cn(controlClasses, "h-11")}
        >
          {reviewAfterFailChoices.map((choice) => (
            <option key={choice} value={choice}>
              {reviewLabels[choice]}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Failed attempts before a pause"
        hint="After this many failed attempts within the window, the next opens a window after the first of them."
        error={errors.failureLimit}
      >
        <Input
          name="failureLimit"
          type="number"
          min={1}
          max={100}
          defaultValue={value("failureLimit")}
        />
      </Field>
      <Field label="Pause window (hours)" error={errors.failureWindowHours}>
        <Input
          name="failureWindowHours"
          type="number"
          min={1}
          max={720}
          defaultValue={value("failureWindowHours")}
        />
      </Field>
    </EditorForm>
  );
}
