import type { ActionAnswer } from "@common/forms/action-answer";
import type { loadAssessmentPage } from "@server/learning/assessment-page";
import type { Scored } from "@server/learning/assessment-submit";

type Ready = Extract<Awaited<ReturnType<typeof loadAssessmentPage>>, { state: "ready" }>;

export type AssessmentPageData = Ready;

/** One question as the learner sees it: options in the drawn order, no key, no explanation. */
export type AssessmentQuestion = Ready["questions"][number];

/** A submitted attempt, marked by the server as its policy allows (present only on `?result=`). */
export type AttemptReviewData = Extract<Ready, { mode: "review" }>["review"];

export type FullReview = Extract<AttemptReviewData, { policy: "full" }>;
export type WrongOnlyReview = Extract<AttemptReviewData, { policy: "wrong-only" }>;

/** The figures a result summary shows: a saved attempt's, or one the database would not save. */
export type ResultFigures = Pick<Scored, "score" | "passed" | "rightCount" | "total">;

export type AssessmentCourse = Ready["course"];

/** The action's answer: a refusal, or a result scored but not saved (`notSaved`). */
export type AssessmentRefusal = ActionAnswer<{ notSaved?: Scored }> | null;

/** The letter an option is shown with: its position, whatever its stored letter. */
export const positionLabel = (index: number) => String.fromCharCode(65 + index);
