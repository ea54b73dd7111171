import { Dialog, DialogContent } from "~/components/ui/dialog";
import type { AttemptReviewData } from "./assessment-types";
import { ResultSummary } from "./result-summary";

type ResultDialogProps = {
  review: AttemptReviewData;
  courseSlug: string;
  /** Where focus goes when the dialog closes (there is no trigger to return to). */
  returnFocusTo: string;
};

/**
 * `Assessment Complete`, open when a result arrives. Radix renders it only in the browser; the
 * same summary is on the page for a visit without JavaScript.
 */
export function ResultDialog({ review, courseSlug, returnFocusTo }: ResultDialogProps) {
  return (
    <Dialog defaultOpen>
      <DialogContent
        title="Assessment Complete"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
      >
        <ResultSummary review={review} courseSlug={courseSlug} />
      </DialogContent>
    </Dialog>
  );
}
