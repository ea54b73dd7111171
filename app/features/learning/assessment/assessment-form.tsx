import { firstMessage } from "@common/forms/action-answer";
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { answerAllQuestionsMessage, answerField } from "@common/learning/assessment-scoring";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { AssessmentQuestion, AssessmentRefusal } from "./assessment-types";
import { QuestionFieldset } from "./question-fieldset";

/** The form's id: the retry button of a result that was not saved submits it from outside. */
export const assessmentFormId = "assessment-form";

type AssessmentFormProps = {
  questions: AssessmentQuestion[];
  /** The server's refusal of the last post: its message and the choices to keep checked. */
  refusal: AssessmentRefusal;
  /** Set on a submitted attempt's page: the options are locked and show these answers. */
  given: Record<string, string> | null;
  submitting: boolean;
};

const unansweredIn = (questions: AssessmentQuestion[], answered: (id: string) => boolean) =>
  questions.filter((question) => !answered(question.id)).map((question) => question.id);

/**
 * The questions as one plain form posting to this route (works without JavaScript). With
 * JavaScript, an unanswered question stops the post here and nothing is sent.
 */
export function AssessmentForm({ questions, refusal, given, submitting }: AssessmentFormProps) {
  const [unanswered, setUnanswered] = useState<string[]>(() =>
    refusal && !refusal.notSaved
      ? unansweredIn(questions, (id) => Boolean(refusal.values[id]))
      : [],
  );
  const error =
    unanswered.length > 0
      ? answerAllQuestionsMessage
      : refusal?.notSaved
        ? null
        : (firstMessage(refusal?.errors) ?? null);
  const chosen = (id: string) => {
    const value = given ? given[id] : refusal?.values[id];
    return typeof value === "string" ? value : undefined;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const formData = new FormData(event.currentTarget);
    const missing = unansweredIn(questions, (id) => formData.has(answerField(id)));
    setUnanswered(missing);
    if (missing.length > 0) event.preventDefault();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (unanswered.length === 0) return;
    const name = (event.target as HTMLInputElement).name;
    setUnanswered((ids) => ids.filter((id) => answerField(id) !== name));
  }

  return (
    <Form
      id={assessmentFormId}
      method="post"
      onSubmit={onSubmit}
      onChange={onChange}
      className="grid gap-5"
    >
      <ol className="grid gap-5">
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionFieldset
              question={question}
              chosen={chosen(question.id)}
              locked={given !== null}
              unanswered={unanswered.includes(question.id)}
            />
          </li>
        ))}
      </ol>
      {error && <Alert variant="danger" role="alert" title={error} />}
      {!given && (
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={submitting}>
            {submitting ? "Submitting..." : "Submit Assessment"}
          </Button>
        </div>
      )}
    </Form>
  );
}
