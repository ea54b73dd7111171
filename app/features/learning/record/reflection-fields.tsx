import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { Input } from "~/components/ui/input";
import { valueOf } from "./record-types";

type Saved = { whatLearned: string; practiceChange: string; standards: string } | null;

/** The three questions of a reflective account, as UK regulators frame them. */
export function ReflectionFields({
  idPrefix,
  saved,
  values,
  errors,
  firstInvalid,
}: {
  idPrefix: string;
  firstInvalid?: string;
  saved: Saved;
  values: FormValues | null;
  errors: FieldErrors;
}) {
  return (
    <>
      <Field
        label="What did you learn?"
        id={`${idPrefix}-learned`}
        error={errors.whatLearned}
        optional
      >
        <Textarea
          name="whatLearned"
          autoFocus={firstInvalid === "whatLearned"}
          rows={3}
          defaultValue={valueOf(values, "whatLearned", saved?.whatLearned ?? "")}
        />
      </Field>
      <Field
        label="How has it changed, or will it change, your practice?"
        id={`${idPrefix}-practice`}
        error={errors.practiceChange}
        optional
      >
        <Textarea
          name="practiceChange"
          autoFocus={firstInvalid === "practiceChange"}
          rows={3}
          defaultValue={valueOf(values, "practiceChange", saved?.practiceChange ?? "")}
        />
      </Field>
      <Field
        label="Which of your regulator's standards does it relate to?"
        hint="For example: NMC Code, Preserve safety; GMC Good medical practice, Knowledge, skills and development; HCPC standard 3."
        id={`${idPrefix}-standards`}
        error={errors.standards}
        optional
      >
        <Input
          name="standards"
          autoFocus={firstInvalid === "standards"}
          defaultValue={valueOf(values, "standards", saved?.standards ?? "")}
        />
      </Field>
    </>
  );
}
