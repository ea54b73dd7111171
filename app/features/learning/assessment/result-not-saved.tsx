import { Button } from "~/components/ui/button";
import { assessmentFormId } from "./assessment-form";
import type { ResultFigures } from "./assessment-types";
import { ResultFiguresView } from "./result-summary";

/**
 * A scored attempt the database would not save (spec §8): the score still shows, and `Try again`
 * posts the same answers (kept in the form) against the same open draw.
 */
export function ResultNotSaved({
  result,
  submitting,
}: {
  result: ResultFigures;
  submitting: boolean;
}) {
  return (
    <ResultFiguresView result={result}>
      <div className="flex justify-end pt-1">
        <Button type="submit" form={assessmentFormId} loading={submitting}>
          Try again
        </Button>
      </div>
    </ResultFiguresView>
  );
}
