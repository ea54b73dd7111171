import { Form } from "react-router";
import { cpdHours } from "@common/learning/cpd-hours";
import { externalActivityTypes, todayIso } from "@common/learning/learning-record";
import type { FieldErrors, FormValues } from "@common/forms/form-result";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeCheckbox } from "~/components/ui/checkbox";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { ReflectionFields } from "./reflection-fields";
import { valueOf, type RecordEntry } from "./record-types";

const fieldOrder = [
  "title",
  "activityType",
  "activityDate",
  "hours",
  "covered",
  "whatLearned",
  "practiceChange",
  "standards",
];

/** Adds CPD done elsewhere, or changes one the learner added (`entry`). */
export function ExternalActivityForm({
  entry,
  values,
  errors,
}: {
  entry?: RecordEntry;
  values: FormValues | null;
  errors: FieldErrors;
}) {
  const idPrefix = entry ? `activity-${entry.id}` : "activity-new";
  const value = (name: string, saved: string) => valueOf(values, name, saved);
  // A refused form comes back mounted afresh: focus its first invalid field.
  const firstInvalid = fieldOrder.find((name) => errors[name]);
  const focus = (name: string) => firstInvalid === name;
  const participatory = values ? values.participatory === "on" : (entry?.participatory ?? false);
  return (
    <Form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value={entry ? "external-update" : "external-create"} />
      {entry && <input type="hidden" name="activityId" value={entry.id} />}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.form}
        </p>
      )}
      <Field label="Title" id={`${idPrefix}-title`} error={errors.title}>
        <Input
          name="title"
          autoFocus={focus("title")}
          defaultValue={value("title", entry?.title ?? "")}
          maxLength={200}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Type of activity" id={`${idPrefix}-type`} error={errors.activityType}>
          <NativeSelect
            name="activityType"
            autoFocus={focus("activityType")}
            defaultValue={value("activityType", entry?.activityType ?? "")}
          >
            <option value="" disabled>
              Choose…
            </option>
            {externalActivityTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Date" id={`${idPrefix}-date`} error={errors.activityDate}>
          <Input
            type="date"
            name="activityDate"
            autoFocus={focus("activityDate")}
            max={todayIso()}
            defaultValue={value("activityDate", entry?.date ?? "")}
          />
        </Field>
        <Field
          label="Hours"
          hint="To the quarter hour"
          id={`${idPrefix}-hours`}
          error={errors.hours}
        >
          <Input
            type="number"
            name="hours"
            autoFocus={focus("hours")}
            inputMode="decimal"
            min={0.25}
            max={100}
            step={0.25}
            defaultValue={value("hours", entry ? String(cpdHours(entry.minutes)) : "")}
          />
        </Field>
      </div>
      <div className="flex items-start gap-3">
        <NativeCheckbox
          id={`${idPrefix}-participatory`}
          name="participatory"
          defaultChecked={participatory}
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <label htmlFor={`${idPrefix}-participatory`} className="text-sm font-medium text-ink">
            Participatory
          </label>
          <p className="text-sm text-muted">
            Learning with others: a workshop, a simulation, a discussion with colleagues.
          </p>
        </div>
      </div>
      <Field label="What it covered" id={`${idPrefix}-covered`} error={errors.covered} optional>
        <Textarea
          name="covered"
          autoFocus={focus("covered")}
          rows={2}
          defaultValue={value("covered", entry?.covered ?? "")}
        />
      </Field>
      <ReflectionFields
        idPrefix={idPrefix}
        firstInvalid={firstInvalid}
        saved={entry?.reflection ?? null}
        values={values}
        errors={errors}
      />
      <Button type="submit" className="justify-self-start">
        {entry ? "Save changes" : "Add to my record"}
      </Button>
    </Form>
  );
}
