import type { ActionAnswer } from "@common/forms/action-answer";
import { useLocation } from "react-router";
import type { loadAssessmentPage } from "@server/learning/assessment-page";
import { Container } from "~/components/ui/container";
import { AssessmentForm } from "./assessment-form";
import { AssessmentHeader } from "./assessment-header";
import { AttemptReview } from "./attempt-review";
import { ResultDialog } from "./result-dialog";
import { ResultSummary } from "./result-summary";
import { SubmittingOverlay } from "./submitting-overlay";
import { useSubmitting } from "./use-submitting";

type Loaded = Awaited<ReturnType<typeof loadAssessmentPage>>;
export type AssessmentPageData = Extract<Loaded, { state: "ready" }>;
export type AssessmentRefusal = ActionAnswer | null;

const resultHeadingId = "assessment-result-heading";

/**
 * The assessment (docs/product/learning.md#assessment): the questions, then, after a submission, the
 * result (a dialog, and inline for a visit without JavaScript) and the marked review.
 */
export function AssessmentPage({
  data,
  refusal,
}: {
  data: AssessmentPageData;
  refusal: AssessmentRefusal;
}) {
  // Each visit, retake or result is a new location: the form and the dialog start afresh.
  const { key } = useLocation();
  const submitting = useSubmitting();
  const { course, assessment, attempts, review } = data;
  return (
    <>
      <div inert={submitting} aria-busy={submitting || undefined}>
        <AssessmentHeader course={course} title={assessment.title} attempts={attempts} />
        <Container size="md" className="grid gap-8 py-8 sm:py-10">
          {review && (
            <section
              aria-labelledby={resultHeadingId}
              className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
            >
              <h2
                id={resultHeadingId}
                tabIndex={-1}
                className="rounded text-xl font-semibold focus-ring"
              >
                Assessment Complete
              </h2>
              <ResultSummary review={review} courseSlug={course.slug} />
            </section>
          )}
          <AssessmentForm
            key={key}
            questions={assessment.questions}
            refusal={review ? null : refusal}
            review={review}
            submitting={submitting}
          />
          {review && <AttemptReview review={review} questions={assessment.questions} />}
        </Container>
      </div>
      {review && (
        <ResultDialog
          key={key}
          review={review}
          courseSlug={course.slug}
          returnFocusTo={resultHeadingId}
        />
      )}
      {submitting && <SubmittingOverlay />}
    </>
  );
}
