import { Link } from "react-router";
import { CircleCheck, CircleX } from "lucide-react";
import { passMark } from "@common/learning/assessment-scoring";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { ResultFigures } from "./assessment-types";

type ResultSummaryProps = {
  result: ResultFigures;
  className?: string;
  children?: React.ReactNode;
};

/** The figures of an attempt: percentage, pass or not, `N out of M correct`. */
export function ResultFiguresView({ result, className, children }: ResultSummaryProps) {
  return (
    <div className={cn("grid gap-4", className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-5xl font-semibold tracking-tight text-ink tabular-nums">
          {`${result.score}%`}
        </p>
        <Badge variant={result.passed ? "success" : "warning"}>
          {result.passed ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
          {result.passed ? "Passed" : "Not passed"}
        </Badge>
      </div>
      <p className="text-base font-medium text-ink">
        {`${result.rightCount} out of ${result.total} correct`}
      </p>
      {children}
    </div>
  );
}

/**
 * The figures and the two ways on, shared by the result dialog and the page itself. Retake is a
 * plain link: the submitted attempt's draw is gone, so the page draws afresh, with or without
 * JavaScript.
 */
export function ResultSummary({
  result,
  courseSlug,
  className,
}: {
  result: ResultFigures;
  courseSlug: string;
  className?: string;
}) {
  return (
    <ResultFiguresView result={result} className={className}>
      <p className="text-base text-muted">
        {result.passed
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
    </ResultFiguresView>
  );
}
