import { firstMessage, type ActionAnswer } from "@common/forms/action-answer";
import { useState, type FormEvent } from "react";
import { Form } from "react-router";
import { answerAllQuestionsMessage, answerField } from "@common/learning/assessment-scoring";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { AssessmentQuestion, AttemptReviewData } from "./assessment-types";
import { QuestionFieldset } from "./question-fieldset";

type AssessmentFormProps = {
  questions: AssessmentQuestion[];
  /** The server's refusal of the last post: its message and the choices to keep checked. */
  refusal: ActionAnswer | null;
  /** Set after a submission: the options are locked and show the learner's answers. */
  review: AttemptReviewData | null;
  submitting: boolean;
};

const unansweredIn = (questions: AssessmentQuestion[], answered: (id: string) => boolean) =>
  questions.filter((question) => !answered(question.id)).map((question) => question.id);

/**
 * The questions as one plain form posting to this route (works without JavaScript). With
 * JavaScript, an unanswered question stops the post here and nothing is sent.
 */
export function AssessmentForm({ questions, refusal, review, submitting }: AssessmentFormProps) {
  const [unanswered, setUnanswered] = useState<string[]>(() =>
    refusal ? unansweredIn(questions, (id) => Boolean(refusal.values[id])) : [],
  );
  const error =
    unanswered.length > 0 ? answerAllQuestionsMessage : (firstMessage(refusal?.errors) ?? null);
  const kept = (id: string) => {
    const value = refusal?.values[id];
    return typeof value === "string" ? value : undefined;
  };
  const chosen = (id: string) =>
    review ? (review.questions.find((q) => q.id === id)?.answer ?? undefined) : kept(id);

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
    <Form method="post" onSubmit={onSubmit} onChange={onChange} className="grid gap-5">
      <ol className="grid gap-5">
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionFieldset
              question={question}
              chosen={chosen(question.id)}
              locked={review !== null}
              unanswered={unanswered.includes(question.id)}
            />
          </li>
        ))}
      </ol>
      {error && <Alert variant="danger" role="alert" title={error} />}
      {!review && (
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={submitting}>
            {submitting ? "Submitting..." : "Submit Assessment"}
          </Button>
        </div>
      )}
    </Form>
  );
}
