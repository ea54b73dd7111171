import { nextAttemptOpensAt } from "@common/learning/assessment-pause";
import { tryAgainSentence } from "@common/learning/assessment-texts";
import { notFound } from "@common/forms/action-answer";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppContext } from "../context";
import { listAttempts } from "./assessment";
import { loadAssessmentForLearner } from "./assessment-bank";
import { createOpenDraw } from "./assessment-draw";
import { loadResultForReview, reviewOf } from "./assessment-review";
import { shownQuestions } from "./assessment-shown";
import { requireCourseAccess } from "./require-course-access";

export { submitAssessment } from "./assessment-submit-page";

type Context = Pick<AppContext, "db" | "logger">;

/** The header's history; null when it cannot be read: the page still opens, and says so. */
async function historyOrNull(context: Context, userId: string, courseId: string) {
  try {
    const attempts = await listAttempts(context.db, userId, courseId);
    return { count: attempts.length, lastScore: attempts[0]?.score ?? null };
  } catch (error) {
    context.logger.error({ err: error, courseId }, "assessment history failed to load");
    return null;
  }
}

/**
 * The assessment page (docs/product/learning.md#assessment): the learner's open draw (drawn now
 * when there is none) without its key, or the pause's sentence, or, after a submission
 * (`?result=`), that attempt's own questions and the review its policy allows. After the course
 * check: three statements (bank with draw and failures, history, the result when reviewing), and
 * two more when a draw is made.
 */
export async function loadAssessmentPage(
  context: Context,
  user: SessionUser,
  courseRef: string,
  resultId: string | null,
  now = new Date(),
) {
  const course = await requireCourseAccess(context, user, courseRef);
  if (!course) notFound();
  const [assessment, attempts, result] = await Promise.all([
    loadAssessmentForLearner(context.db, course.id, user.id),
    historyOrNull(context, user.id, course.id),
    resultId ? loadResultForReview(context.db, user.id, resultId) : null,
  ]);
  if (!assessment || assessment.bank.length === 0 || (resultId && !result)) notFound();
  const page = {
    state: "ready" as const,
    course: { slug: course.slug, title: course.title },
    assessment: { title: assessment.title },
    attempts,
  };
  if (result) {
    const questions = shownQuestions(result.questions, assessment.bank);
    const review = reviewOf(result, questions, assessment.reviewAfterFail, page.course);
    const given = result.answers;
    return { ...page, mode: "review" as const, questions, given, review, pause: null };
  }
  const opensAt = nextAttemptOpensAt(
    assessment.failures.map((at) => ({ at: new Date(at), passed: false })),
    assessment,
    now,
  );
  if (opensAt) {
    const pause = { sentence: tryAgainSentence(opensAt) };
    return { ...page, mode: "paused" as const, questions: [], given: {}, review: null, pause };
  }
  const draw =
    assessment.openDraw ??
    (await createOpenDraw(context.db, { userId: user.id, courseId: course.id }, assessment));
  const questions = shownQuestions(draw, assessment.bank);
  return { ...page, mode: "answering" as const, questions, given: {}, review: null, pause: null };
}
