import { redirect } from "react-router";
import { answerRefused, notFound, type RefusalStatus } from "@common/forms/action-answer";
import { answerAllQuestionsMessage, answerFieldPrefix } from "@common/learning/assessment-scoring";
import type { SessionUser } from "../accounts/auth/session-user";
import { requireUser } from "../accounts/require-user";
import type { AppContext } from "../context";
import { z } from "@common/zod";
import { readForm } from "../http/read-form";
import {
  listAttempts,
  loadAssessmentQuestions,
  loadAttemptReview,
  submitAnswers,
} from "./assessment";
import { requireCourseAccess } from "./require-course-access";
import { awardCertificateIfEarned } from "./certificates/award-certificate";
import { certificateEarnedToast } from "@common/learning/certificate-texts";
import { redirectWithToast } from "../http/flash-toast";

const refused = (error: string, answers: Record<string, string>, status: RefusalStatus) =>
  answerRefused(error, answers, { status });

/**
 * The assessment page (docs/product/learning.md#assessment): the questions without their key, the
 * learner's attempts so far, and, after a submission (`?result=`), that attempt's review.
 */
export async function loadAssessmentPage(
  context: Pick<AppContext, "db">,
  user: SessionUser,
  courseRef: string,
  resultId: string | null,
) {
  const course = await requireCourseAccess(context, user, courseRef);
  if (!course) notFound();
  const [assessment, attempts, review] = await Promise.all([
    loadAssessmentQuestions(context.db, course.id),
    listAttempts(context.db, user.id, course.id),
    resultId ? loadAttemptReview(context.db, user.id, resultId) : null,
  ]);
  if (!assessment || (resultId && !review)) notFound();
  return {
    state: "ready" as const,
    course: { slug: course.slug, title: course.title },
    assessment,
    attempts: { count: attempts.length, lastScore: attempts[0]?.score ?? null },
    review: review && {
      id: resultId!,
      score: review.score,
      passed: review.passed,
      correct: review.questions.filter((q) => q.answer === q.correct).length,
      total: review.questions.length,
      questions: review.questions,
    },
  };
}

/**
 * Scores a submission on the server and lands on its result (a plain form post works without
 * JavaScript). A missing or unknown answer is a 400 with the page's message; nothing is stored.
 */
export async function submitAssessment(context: AppContext, request: Request, courseRef: string) {
  const user = await requireUser(context, request);
  const course = await requireCourseAccess(context, user, courseRef);
  if (!course) notFound();
  // The answers' field names come from the questions: the stored key checks them all.
  const form = await readForm(request, z.looseObject({}));
  if (!form.ok) return refused(form.firstError, {}, form.status);
  const answers = Object.fromEntries(
    [...form.formData.entries()].flatMap(([name, value]) =>
      name.startsWith(answerFieldPrefix) && typeof value === "string"
        ? [[name.slice(answerFieldPrefix.length), value]]
        : [],
    ),
  );
  const submitted = await submitAnswers(
    context.db,
    { userId: user.id, courseId: course.id },
    answers,
  );
  if (!submitted.ok && submitted.reason === "no-assessment") notFound();
  if (!submitted.ok) {
    return refused(answerAllQuestionsMessage, answers, 400);
  }
  const resultUrl = `/course/${encodeURIComponent(course.slug)}/assessment?result=${submitted.result.id}`;
  // Passing may be the last step to the course's certificate (docs/product/learning.md#certificates).
  const certificate = submitted.result.passed
    ? await awardCertificateIfEarned(context.db, user, course.id)
    : null;
  return certificate
    ? redirectWithToast(resultUrl, certificateEarnedToast, { status: 303 })
    : redirect(resultUrl, 303);
}
