import { questionFormSchema } from "@common/back-office/question-form";
import { useFormCheck } from "~/lib/use-form-check";
import { optionLetters } from "@common/back-office/question-form";
import type { QuestionForEditing } from "@server/back-office/courses/assessment-for-editing";
import { Field } from "~/components/ui/field";
import { controlClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";

/**
 * A question's form: its text, options A to D, the correct letter, the explanation, the learning
 * outcome, where the course teaches it and the guidance it rests on.
 */
export function QuestionForm({
  question,
  formKey,
  state,
  lessons,
}: {
  question: QuestionForEditing | null;
  formKey: string;
  state: FormState;
  lessons: { id: string; title: string }[];
}) {
  const { errors, onSubmit } = useFormCheck(questionFormSchema, state.errors);
  const optionText = (letter: string) =>
    question?.options.find((option) => option.letter === letter)?.text ?? "";
  const correct = shown(state, "correctOption", question?.correctOption ?? "");
  return (
    <EditorForm
      intent="save-question"
      formKey={formKey}
      hidden={{ id: question?.id }}
      onSubmit={onSubmit}
      formError={errors.form}
      compact
      submit={<SaveButton small>{question ? "Save question" : "Add question"}</SaveButton>}
    >
      <Field label="Question" error={errors.text}>
        <Textarea name="text" defaultValue={shown(state, "text", question?.text ?? "")} rows={3} />
      </Field>
      {optionLetters.map((letter) => (
        <Field key={letter} label={`Option ${letter}`} error={errors[`option${letter}`]}>
          <Input
            name={`option${letter}`}
            defaultValue={shown(state, `option${letter}`, optionText(letter))}
            maxLength={500}
          />
        </Field>
      ))}
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.correctOption ? `${formKey}-correct-error` : undefined}
      >
        <legend className="text-sm font-medium">Correct option</legend>
        <div className="flex flex-wrap gap-4">
          {optionLetters.map((letter) => (
            <label key={letter} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="correctOption"
                value={letter}
                defaultChecked={correct === letter}
                className="size-4 focus-ring"
              />
              {letter}
            </label>
          ))}
        </div>
        {errors.correctOption && (
          <p id={`${formKey}-correct-error`} className="text-sm font-medium text-danger">
            {errors.correctOption}
          </p>
        )}
      </fieldset>
      <Field
        label="Explanation"
        hint="Shown to the learner after they answer: why the right answer is right."
        error={errors.explanation}
      >
        <Textarea
          name="explanation"
          defaultValue={shown(state, "explanation", question?.explanation ?? "")}
          rows={4}
        />
      </Field>
      <Field
        label="Learning outcome"
        hint="Every attempt draws at least one question of each outcome."
        error={errors.outcome}
      >
        <Input
          name="outcome"
          defaultValue={shown(state, "outcome", question?.outcome ?? "")}
          maxLength={200}
        />
      </Field>
      <Field
        label="Taught in lesson"
        hint="A failed attempt's review links there instead of showing the answer."
        error={errors.teachesLessonId}
      >
        <select
          name="teachesLessonId"
          defaultValue={shown(state, "teachesLessonId", question?.teachesLessonId ?? "")}
          className={cn(controlClasses, "h-11")}
        >
          <option value="">No lesson</option>
          {lessons.map((lesson) => (
            <option key={lesson.id} value={lesson.id}>
              {lesson.title}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label="Section heading"
        hint="The exact text of the lesson's heading that teaches it (optional)."
        error={errors.teachesSection}
      >
        <Input
          name="teachesSection"
          defaultValue={shown(state, "teachesSection", question?.teachesSection ?? "")}
          maxLength={200}
        />
      </Field>
      <Field
        label="Source"
        hint="The guidance the right answer rests on, e.g. NICE CG174, 1.3.2."
        error={errors.source}
      >
        <Input
          name="source"
          defaultValue={shown(state, "source", question?.source ?? "")}
          maxLength={500}
        />
      </Field>
    </EditorForm>
  );
}
