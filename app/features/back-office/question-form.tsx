import { Form } from "react-router";
import { questionFormSchema } from "@common/back-office/question-form";
import { useFormCheck } from "~/lib/use-form-check";
import { optionLetters } from "@common/back-office/question-form";
import type { QuestionForEditing } from "@server/back-office/courses/assessment-questions";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
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
    <Form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate preventScrollReset>
      <input type="hidden" name="intent" value="save-question" />
      <input type="hidden" name="formKey" value={formKey} />
      {question && <input type="hidden" name="id" value={question.id} />}
      {errors.form && (
        <Alert variant="danger" title="Not saved">
          {errors.form}
        </Alert>
      )}
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
      <div>
        <Button type="submit" size="sm">
          {question ? "Save question" : "Add question"}
        </Button>
      </div>
    </Form>
  );
}
