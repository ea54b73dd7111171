import { courseFormSchema } from "@common/back-office/course-form";
import { useFormCheck } from "~/lib/use-form-check";
import { articleImageAccept } from "@common/back-office/article-image";
import { tierChoices } from "@common/back-office/course-form";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";

export type CourseDetails = {
  title: string;
  slug: string;
  description: string;
  features: string;
  learningOutline: string;
  difficultyLevel: string;
  estimatedDuration: string;
  requiredTier: string;
  coverImage: string | null;
};

/** A course's details and cover: a multipart form that works without JavaScript. */
export function CourseDetailsForm({
  saved,
  state,
  saving,
}: {
  saved: CourseDetails;
  state: FormState;
  saving: boolean;
}) {
  const { errors, onSubmit } = useFormCheck(courseFormSchema, state.errors);
  const value = (name: keyof CourseDetails) => shown(state, name, saved[name] ?? "");
  return (
    <EditorForm
      intent="save-course"
      onSubmit={onSubmit}
      formError={errors.form}
      multipart
      submit={<SaveButton saving={saving}>Save course</SaveButton>}
    >
      <Field label="Title" error={errors.title}>
        <Input name="title" defaultValue={value("title")} required maxLength={200} />
      </Field>
      <Field
        label="Address"
        hint="The end of the course's address: /course/your-address. Lowercase letters, digits and hyphens."
        error={errors.slug}
      >
        <Input name="slug" defaultValue={value("slug")} required maxLength={120} />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea name="description" defaultValue={value("description")} rows={4} required />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Features" optional hint="One a line." error={errors.features}>
          <Textarea name="features" defaultValue={value("features")} rows={5} />
        </Field>
        <Field
          label="Learning outline"
          optional
          hint="What the learner will be able to do, one a line."
          error={errors.learningOutline}
        >
          <Textarea name="learningOutline" defaultValue={value("learningOutline")} rows={5} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field
          label="Difficulty"
          optional
          hint="For example Beginner."
          error={errors.difficultyLevel}
        >
          <Input name="difficultyLevel" defaultValue={value("difficultyLevel")} maxLength={60} />
        </Field>
        <Field label="Estimated duration (minutes)" optional error={errors.estimatedDuration}>
          <Input
            name="estimatedDuration"
            type="number"
            min={1}
            max={10000}
            defaultValue={value("estimatedDuration")}
          />
        </Field>
        <Field
          label="Required tier"
          hint="Which plans unlock the course."
          error={errors.requiredTier}
        >
          <NativeSelect name="requiredTier" defaultValue={value("requiredTier") || "standard"}>
            {tierChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-medium">Cover image</legend>
        {saved.coverImage ? (
          <img
            src={saved.coverImage}
            alt="The current cover"
            className="max-h-40 w-fit rounded-lg border border-border"
          />
        ) : (
          <p className="text-sm text-muted">No cover yet.</p>
        )}
        <Field
          label={saved.coverImage ? "Replace the cover" : "Upload a cover"}
          optional
          hint="PNG, JPEG or WebP, at most 5 MB."
          error={errors.cover}
        >
          <Input name="cover" type="file" accept={articleImageAccept} />
        </Field>
      </fieldset>
    </EditorForm>
  );
}
