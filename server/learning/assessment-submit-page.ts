import { answerRefused, notFound } from "@common/forms/action-answer";
import { answerAllQuestionsMessage, answerFieldPrefix } from "@common/learning/assessment-scoring";
import {
  assessmentSavedToast,
  assessmentTexts,
  tryAgainSentence,
} from "@common/learning/assessment-texts";
import { certificateEarnedToast } from "@common/learning/certificate-texts";
import { z } from "@common/zod";
import { requireUser } from "../accounts/require-user";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { readForm } from "../http/read-form";
import { awardCertificateIfEarned } from "./certificates/award-certificate";
import { ResultNotSaved, submitAttempt, type SubmitRefusal } from "./assessment-submit";
import { requireCourseAccess } from "./require-course-access";

const refusalMessages: Record<Exclude<SubmitRefusal["reason"], "paused">, string> = {
  unanswered: answerAllQuestionsMessage,
  "foreign-answer":
    "These answers are not for the questions this attempt showed. Reload the page and try again.",
  "no-draw": assessmentTexts.alreadySubmitted,
};

function refusalAnswer(refusal: SubmitRefusal, answers: Record<string, string>) {
  if (refusal.reason === "paused") return answerRefused(tryAgainSentence(refusal.opensAt), answers);
  return answerRefused(refusalMessages[refusal.reason], answers, { status: 400 });
}

/** Both toasts in one: the flash carries one, so the certificate's says the result was saved. */
const certificateAndSavedToast = {
  ...certificateEarnedToast,
  description: `${assessmentTexts.saved}. ${certificateEarnedToast.description}`,
};

/**
 * Scores a submission against the learner's open draw and lands on its result with
 * `Assessment result saved successfully` (a plain form post works without JavaScript). Refused
 * answers are a 400 (the pause a 422) with the page's message; nothing is stored and the draw
 * stays. A result the database will not save answers 500 with the score, the answers kept, for
 * a retry of the same draw; any other failure answers `An unexpected error occurred`.
 */
export async function submitAssessment(context: AppContext, request: Request, courseRef: string) {
  const user = await requireUser(context, request);
  const course = await requireCourseAccess(context, user, courseRef);
  if (!course) notFound();
  // The answers' field names come from the draw: the stored draw and key check them all.
  const form = await readForm(request, z.looseObject({}));
  if (!form.ok) return answerRefused(form.firstError, {}, { status: form.status });
  const answers = Object.fromEntries(
    [...form.formData.entries()].flatMap(([name, value]) =>
      name.startsWith(answerFieldPrefix) && typeof value === "string"
        ? [[name.slice(answerFieldPrefix.length), value]]
        : [],
    ),
  );
  let submitted: Awaited<ReturnType<typeof submitAttempt>>;
  try {
    submitted = await submitAttempt(context.db, { userId: user.id, courseId: course.id }, answers);
  } catch (error) {
    context.logger.error({ err: error, courseId: course.id }, "assessment submission failed");
    if (error instanceof ResultNotSaved) {
      return answerRefused(assessmentTexts.saveFailedDescription, answers, {
        status: 500,
        extra: { notSaved: error.scored },
      });
    }
    return answerRefused(assessmentTexts.unexpected, answers, { status: 500 });
  }
  if (!submitted.ok) return refusalAnswer(submitted, answers);
  const resultUrl = `/course/${encodeURIComponent(course.slug)}/assessment?result=${submitted.result.id}`;
  // Passing may be the last step to the course's certificate (docs/product/learning.md#certificates).
  const certificate = submitted.result.passed
    ? await awardCertificateIfEarned(context.db, user, course.id)
    : null;
  return redirectWithToast(
    resultUrl,
    certificate ? certificateAndSavedToast : assessmentSavedToast,
    {
      status: 303,
    },
  );
}
