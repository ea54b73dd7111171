import { useLocation } from "react-router";
import { assessmentTexts } from "@common/learning/assessment-texts";
import { Container } from "~/components/ui/container";
import { AssessmentForm } from "./assessment-form";
import { AssessmentHeader } from "./assessment-header";
import type { AssessmentPageData, AssessmentRefusal } from "./assessment-types";
import { AttemptPaused } from "./attempt-paused";
import { AttemptReview } from "./attempt-review";
import { ResultDialog } from "./result-dialog";
import { ResultNotSaved } from "./result-not-saved";
import { ResultSummary } from "./result-summary";
import { SubmittingOverlay } from "./submitting-overlay";
import { useSubmitting } from "./use-submitting";

export type { AssessmentPageData, AssessmentRefusal } from "./assessment-types";

const resultHeadingId = "assessment-result-heading";

const panel = "grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6";

/**
 * The assessment (docs/product/learning.md#assessment): the attempt's drawn questions, or the
 * pause; after a submission the result (a dialog, and inline for a visit without JavaScript) and
 * the review its policy allows; after a result the database would not save, its score and a retry.
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
  const { course, assessment, attempts } = data;
  const review = data.mode === "review" ? data.review : null;
  const notSaved = data.mode === "answering" ? (refusal?.notSaved ?? null) : null;
  return (
    <>
      <div inert={submitting} aria-busy={submitting || undefined}>
        <AssessmentHeader course={course} title={assessment.title} attempts={attempts} />
        <Container size="md" className="grid gap-8 py-8 sm:py-10">
          {data.mode === "paused" && (
            <AttemptPaused sentence={data.pause.sentence} courseSlug={course.slug} />
          )}
          {review && (
            <section aria-labelledby={resultHeadingId} className={panel}>
              <h2
                id={resultHeadingId}
                tabIndex={-1}
                className="rounded text-xl font-semibold focus-ring"
              >
                Assessment Complete
              </h2>
              <ResultSummary result={review} courseSlug={course.slug} />
            </section>
          )}
          {notSaved && (
            <section aria-labelledby={resultHeadingId} className={panel}>
              <h2
                id={resultHeadingId}
                tabIndex={-1}
                className="rounded text-xl font-semibold focus-ring"
              >
                {assessmentTexts.saveFailedTitle}
              </h2>
              <p role="alert" className="text-danger">
                {assessmentTexts.saveFailedDescription}
              </p>
              <ResultNotSaved result={notSaved} submitting={submitting} />
            </section>
          )}
          {data.mode !== "paused" && (
            <AssessmentForm
              key={key}
              questions={data.questions}
              refusal={review ? null : refusal}
              given={review ? data.given : null}
              submitting={submitting}
            />
          )}
          {review && <AttemptReview review={review} />}
        </Container>
      </div>
      {review && (
        <ResultDialog key={key} title="Assessment Complete" returnFocusTo={resultHeadingId}>
          <ResultSummary result={review} courseSlug={course.slug} />
        </ResultDialog>
      )}
      {notSaved && (
        <ResultDialog
          key={`${key}-not-saved`}
          title={assessmentTexts.saveFailedTitle}
          description={assessmentTexts.saveFailedDescription}
          returnFocusTo={resultHeadingId}
        >
          <ResultNotSaved result={notSaved} submitting={submitting} />
        </ResultDialog>
      )}
      {submitting && <SubmittingOverlay />}
    </>
  );
}
