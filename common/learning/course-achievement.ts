/** The viewer's standing in a course's assessment, as the course page and dashboard show it. */
export type AssessmentStatus =
  | { kind: "none" }
  | { kind: "not-taken" }
  | { kind: "taken"; lastScore: number }
  | { kind: "passed"; lastScore: number };

export function assessmentStatus(course: {
  hasAssessment: boolean;
  lastScore: number | null;
  passed: boolean;
}): AssessmentStatus {
  if (!course.hasAssessment) return { kind: "none" };
  if (course.lastScore === null) return { kind: "not-taken" };
  return { kind: course.passed ? "passed" : "taken", lastScore: course.lastScore };
}

/** "Assessment not taken", "Last score: 50%", "Assessment passed · Last score: 75%". */
export function assessmentStatusLabel(status: AssessmentStatus) {
  switch (status.kind) {
    case "none":
      return null;
    case "not-taken":
      return "Assessment not taken";
    case "taken":
      return `Last score: ${status.lastScore}%`;
    case "passed":
      return `Assessment passed · Last score: ${status.lastScore}%`;
  }
}

/**
 * Where the learner stands with a course's certificate (docs/product/learning.md#certificates):
 * earned (downloadable with Premium), earned but not yet awarded (the evidence was completed
 * outside a submission, or before they took Premium), on the way, or a Premium feature they do
 * not have.
 */
export type CertificateOffer =
  | { state: "earned"; number: string; verificationUrl: string; canDownload: boolean }
  | { state: "claimable"; cpdMinutes: number }
  /** `toDo`: the items of the evidence checklist not yet done. */
  | { state: "in-progress"; cpdMinutes: number; toDo: number }
  | { state: "premium-required"; cpdMinutes: number };
