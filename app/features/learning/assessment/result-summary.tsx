import { Link } from "react-router";
import { CircleCheck, CircleX } from "lucide-react";
import { passMark } from "@common/learning/assessment-scoring";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { AttemptReviewData } from "./assessment-types";

type ResultSummaryProps = {
  review: AttemptReviewData;
  courseSlug: string;
  className?: string;
};

/** The figures and the two ways on, shared by the result dialog and the page itself. */
export function ResultSummary({ review, courseSlug, className }: ResultSummaryProps) {
  return (
    <div className={cn("grid gap-4", className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-5xl font-semibold tracking-tight text-ink tabular-nums">
          {`${review.score}%`}
        </p>
        <Badge variant={review.passed ? "success" : "warning"}>
          {review.passed ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
          {review.passed ? "Passed" : "Not passed"}
        </Badge>
      </div>
      <p className="text-base font-medium text-ink">
        {`${review.correct} out of ${review.total} correct`}
      </p>
      <p className="text-base text-muted">
        {review.passed
          ? "Well done: you passed."
          : `Not passed this time: ${passMark}% is needed to pass.`}
      </p>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={`/course/${courseSlug}`}>Return to Module</Link>
        </Button>
        <Button asChild>
          <Link to={`/course/${courseSlug}/assessment`}>Retake Assessment</Link>
        </Button>
      </div>
    </div>
  );
}
