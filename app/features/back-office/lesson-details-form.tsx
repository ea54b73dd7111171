import { lessonFormSchema } from "@common/back-office/lesson-form";
import { useFormCheck } from "~/lib/use-form-check";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";

export type LessonDetails = {
  title: string;
  slug: string;
  summary: string;
  videoUrl: string;
  videoSeconds: string;
  readingSeconds: string;
};

export function LessonDetailsForm({ saved, state }: { saved: LessonDetails; state: FormState }) {
  const { errors, onSubmit } = useFormCheck(lessonFormSchema, state.errors);
  const value = (name: keyof LessonDetails) => shown(state, name, saved[name]);
  return (
    <EditorForm
      intent="save-lesson"
      onSubmit={onSubmit}
      formError={errors.form}
      submit={<SaveButton>Save lesson</SaveButton>}
    >
      <Field label="Title" error={errors.title}>
        <Input name="title" defaultValue={value("title")} required maxLength={200} />
      </Field>
      <Field
        label="Address"
        hint="The lesson's part of its address in the player. Lowercase letters, digits and hyphens."
        error={errors.slug}
      >
        <Input name="slug" defaultValue={value("slug")} required maxLength={120} />
      </Field>
      <Field label="Summary" optional error={errors.summary}>
        <Textarea name="summary" defaultValue={value("summary")} rows={3} maxLength={1000} />
      </Field>
      <Field
        label="Video URL"
        optional
        hint="An https:// address or a path on this site, such as /media/lessons/iv-cannulation.mp4."
        error={errors.videoUrl}
      >
        <Input name="videoUrl" type="url" defaultValue={value("videoUrl")} maxLength={2000} />
      </Field>
      <Field
        label="Video length (seconds)"
        optional
        hint="Needed with a video: watching 90% of it counts the lesson as studied."
        error={errors.videoSeconds}
      >
        <Input
          name="videoSeconds"
          type="number"
          inputMode="numeric"
          min={1}
          max={86400}
          step={1}
          defaultValue={value("videoSeconds")}
        />
      </Field>
      <Field
        label="Reading time (seconds)"
        hint="For a lesson without video: how long its text must be on screen to count as studied. About 200 words a minute."
        error={errors.readingSeconds}
      >
        <Input
          name="readingSeconds"
          type="number"
          inputMode="numeric"
          required
          min={30}
          max={14400}
          step={1}
          defaultValue={value("readingSeconds")}
        />
      </Field>
    </EditorForm>
  );
}
