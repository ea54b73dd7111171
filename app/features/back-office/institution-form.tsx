import { articleImageAccept } from "@common/back-office/article-image";
import {
  institutionFormSchema,
  retentionYearsRange,
  seatTierChoices,
} from "@common/back-office/institution-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { useFormCheck } from "~/lib/use-form-check";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";
import { InstitutionCourseChoice, type CourseChoice } from "./institution-course-choice";
import { InstitutionLogoField } from "./institution-logo-field";

export type InstitutionDetails = {
  name: string;
  seatCount: string;
  contractStart: string;
  contractEnd: string;
  tier: string;
  emailDomains: string;
  retentionYears: string;
  courseIds: string[];
  logoSrc: string | null;
};

/** An institution account's details, courses and logo: a multipart form that works without JavaScript. */
export function InstitutionForm({
  saved,
  courses,
  state,
  saving,
  isNew,
}: {
  saved: InstitutionDetails;
  courses: CourseChoice[];
  state: FormState;
  saving: boolean;
  isNew: boolean;
}) {
  const { errors, onSubmit } = useFormCheck(institutionFormSchema, state.errors);
  const value = (name: Exclude<keyof InstitutionDetails, "courseIds" | "logoSrc">) =>
    shown(state, name, saved[name]);
  const posted = state.values?.courseIds;
  const chosen = state.values ? [posted ?? []].flat() : saved.courseIds;
  return (
    <EditorForm
      intent="save-institution"
      onSubmit={onSubmit}
      formError={errors.form}
      multipart
      submit={
        <SaveButton saving={saving}>{isNew ? "Create institution" : "Save institution"}</SaveButton>
      }
    >
      <Field label="Name" hint="As the institution's learners know it." error={errors.name}>
        <Input name="name" defaultValue={value("name")} required maxLength={200} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Seat count"
          hint="How many learners may hold a seat at once."
          error={errors.seatCount}
        >
          <Input
            name="seatCount"
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            defaultValue={value("seatCount")}
            required
          />
        </Field>
        <Field
          label="Contract start"
          hint="The first day seats open courses."
          error={errors.contractStart}
        >
          <Input name="contractStart" type="date" defaultValue={value("contractStart")} required />
        </Field>
        <Field
          label="Contract end"
          hint="The last day seats open courses."
          error={errors.contractEnd}
        >
          <Input name="contractEnd" type="date" defaultValue={value("contractEnd")} required />
        </Field>
      </div>
      <Field label="Seat tier" hint="Which courses a seat can open." error={errors.tier}>
        <NativeSelect name="tier" defaultValue={value("tier") || "standard"}>
          {seatTierChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <InstitutionCourseChoice courses={courses} chosen={chosen} error={errors.courseIds} />
      <Field
        label="Email domains"
        optional
        hint="Only addresses at these domains may take a seat, for example nhs.net leeds.ac.uk. Separate them with commas or spaces; leave empty to admit any address."
        error={errors.emailDomains}
      >
        <Input name="emailDomains" defaultValue={value("emailDomains")} maxLength={2000} />
      </Field>
      <Field
        label="Records kept for (years)"
        hint={`How long the institution keeps the training records of a learner who leaves or is removed, then they are erased. ${retentionYearsRange.default} years unless its records policy says otherwise.`}
        error={errors.retentionYears}
      >
        <Input
          name="retentionYears"
          type="number"
          inputMode="numeric"
          min={retentionYearsRange.min}
          max={retentionYearsRange.max}
          defaultValue={value("retentionYears")}
          className="sm:max-w-40"
        />
      </Field>
      <InstitutionLogoField
        current={saved.logoSrc}
        error={errors.logo}
        accept={articleImageAccept}
      />
    </EditorForm>
  );
}
