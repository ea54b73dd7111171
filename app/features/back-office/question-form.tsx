import { questionFormSchema } from "@common/back-office/question-form";
import { useFormCheck } from "~/lib/use-form-check";
import { optionLetters } from "@common/back-office/question-form";
import type { QuestionForEditing } from "@server/back-office/courses/assessment-questions";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { EditorForm, SaveButton } from "./editor-form";
import { shown, type FormState } from "./editor-state";

/** A question's form: its text, options A to D, the correct letter and the explanation. */
export function QuestionForm({
  question,
  formKey,
  state,
}: {
  question: QuestionForEditing | null;
  formKey: string;
  state: FormState;
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
    </EditorForm>
  );
}
