import type { loadAssessmentPage } from "@server/learning/assessment-page";

type Ready = Extract<Awaited<ReturnType<typeof loadAssessmentPage>>, { state: "ready" }>;

/** One question as the learner sees it before answering: no key, no explanation. */
export type AssessmentQuestion = Ready["assessment"]["questions"][number];

/** A submitted attempt, marked by the server (present only on `?result=`). */
export type AttemptReviewData = NonNullable<Ready["review"]>;

export type AssessmentCourse = Ready["course"];
