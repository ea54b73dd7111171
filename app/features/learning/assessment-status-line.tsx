import { CircleCheck, ClipboardList } from "lucide-react";
import { assessmentStatusLabel, type AssessmentStatus } from "@common/learning/course-achievement";

/** The learner's standing in a course's assessment, on the course page and its dashboard card. */
export function AssessmentStatusLine({ status }: { status: AssessmentStatus }) {
  const label = assessmentStatusLabel(status);
  if (!label) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      {status.kind === "passed" ? (
        <CircleCheck aria-hidden="true" className="size-4 text-success" />
      ) : (
        <ClipboardList aria-hidden="true" className="size-4" />
      )}
      {label}
    </p>
  );
}
