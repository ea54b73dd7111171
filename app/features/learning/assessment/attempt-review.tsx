import { CircleCheck, CircleX } from "lucide-react";
import type { AssessmentQuestion, AttemptReviewData } from "./assessment-types";

type AttemptReviewProps = {
  review: AttemptReviewData;
  questions: AssessmentQuestion[];
};

/** Each question with the learner's answer, the right one and why (marked by text and icon). */
export function AttemptReview({ review, questions }: AttemptReviewProps) {
  const optionText = (questionId: string, letter: string | null) => {
    const question = questions.find((q) => q.id === questionId);
    const option = question?.options.find((o) => o.letter === letter);
    return option ? `${option.letter}. ${option.text}` : (letter ?? "Not answered");
  };
  return (
    <section aria-labelledby="attempt-review-heading" className="grid gap-4">
      <h2 id="attempt-review-heading" className="text-2xl font-semibold">
        Review your answers
      </h2>
      <ol className="grid gap-4">
        {review.questions.map((question) => {
          const right = question.answer === question.correct;
          const Icon = right ? CircleCheck : CircleX;
          return (
            <li
              key={question.id}
              className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6"
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-base font-semibold sm:text-lg">
                  {`${question.number}. ${question.text}`}
                </h3>
                <p
                  className={
                    right
                      ? "flex shrink-0 items-center gap-1.5 text-sm font-semibold text-success"
                      : "flex shrink-0 items-center gap-1.5 text-sm font-semibold text-danger"
                  }
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {right ? "Correct" : "Incorrect"}
                </p>
              </div>
              <div className="grid gap-1 text-sm text-ink">
                <p>
                  <span className="font-semibold">Your answer:</span>{" "}
                  {optionText(question.id, question.answer)}
                </p>
                <p>
                  <span className="font-semibold">Correct answer:</span>{" "}
                  {optionText(question.id, question.correct)}
                </p>
              </div>
              <p className="rounded-lg bg-canvas px-4 py-3 text-sm text-ink/85">
                {question.explanation}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
