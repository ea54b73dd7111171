import { CircleCheck, Clock } from "lucide-react";
import { engagementLine, studiedLabel } from "@common/learning/engagement-texts";
import type { LessonLengths } from "@common/learning/lesson-engagement";
import type { StudySummary } from "~/features/learning/offline/send-study";

/**
 * The learner's measured study of the lesson, quietly under its video or above its text
 * (docs/product/learning.md#engagement): "Watched 4 of 6 min", and "Studied" once it counts.
 */
export function EngagementStatus({
  lesson,
  summary,
}: {
  lesson: LessonLengths;
  summary: StudySummary;
}) {
  const Icon = summary.engaged ? CircleCheck : Clock;
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted"
      data-testid="engagement"
    >
      <Icon aria-hidden="true" className={summary.engaged ? "size-4 text-success" : "size-4"} />
      {summary.engaged && <strong className="font-semibold text-ink">{studiedLabel}</strong>}
      {summary.engaged && <span aria-hidden="true">·</span>}
      <span>{engagementLine(lesson, summary)}</span>
    </p>
  );
}
