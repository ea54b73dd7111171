import { Link } from "react-router";
import { BookOpen, CircleCheck, CircleX } from "lucide-react";
import type { AttemptReviewData, FullReview, WrongOnlyReview } from "./assessment-types";

const card = "grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-xs sm:p-6";

/** The review the assessment's policy allows (docs/product/learning.md#assessment-review). */
export function AttemptReview({ review }: { review: AttemptReviewData }) {
  return (
    <section aria-labelledby="attempt-review-heading" className="grid gap-4">
      <h2 id="attempt-review-heading" className="text-2xl font-semibold">
        {review.policy === "full" ? "Review your answers" : "What to revise"}
      </h2>
      {review.policy === "full" ? (
        <FullReviewList review={review} />
      ) : (
        <WrongOnlyList review={review} />
      )}
    </section>
  );
}

/** Each question with the learner's answer, the right one, why, and what it rests on. */
function FullReviewList({ review }: { review: FullReview }) {
  return (
    <ol className="grid gap-4">
      {review.questions.map((question) => {
        const Icon = question.right ? CircleCheck : CircleX;
        return (
          <li key={question.id} className={card}>
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-base font-semibold sm:text-lg">
                {`${question.number}. ${question.text}`}
              </h3>
              <p
                className={
                  question.right
                    ? "flex shrink-0 items-center gap-1.5 text-sm font-semibold text-success"
                    : "flex shrink-0 items-center gap-1.5 text-sm font-semibold text-danger"
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {question.right ? "Correct" : "Incorrect"}
              </p>
            </div>
            <div className="grid gap-1 text-sm text-ink">
              <p>
                <span className="font-semibold">Your answer:</span>{" "}
                {question.answer ?? "Not answered"}
              </p>
              <p>
                <span className="font-semibold">Correct answer:</span> {question.correctAnswer}
              </p>
            </div>
            <p className="rounded-lg bg-canvas px-4 py-3 text-sm text-ink/85">
              {question.explanation}
            </p>
            {question.source && (
              <p className="text-xs text-muted">
                <span className="font-semibold">Source:</span> {question.source}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** After a fail: the questions answered wrongly, the answer given, and where each is taught. */
function WrongOnlyList({ review }: { review: WrongOnlyReview }) {
  if (review.wrong.length === 0) return null;
  return (
    <>
      <p className="text-muted">
        These answers were not right. The lesson sections below teach them; the correct answers are
        shown once you pass.
      </p>
      <ol className="grid gap-4">
        {review.wrong.map((question) => (
          <li key={question.id} className={card}>
            <h3 className="text-base font-semibold sm:text-lg">
              {`${question.number}. ${question.text}`}
            </h3>
            <p className="flex items-center gap-1.5 text-sm text-ink">
              <CircleX aria-hidden="true" className="size-4 text-danger" />
              <span className="font-semibold">Your answer:</span>{" "}
              {question.answer ?? "Not answered"}
            </p>
            <Link
              to={question.revise.href}
              className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-primary-700 underline underline-offset-4 focus-ring"
            >
              <BookOpen aria-hidden="true" className="size-4" />
              {question.revise.label}
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
