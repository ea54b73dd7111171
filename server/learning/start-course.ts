import { redirect } from "react-router";
import { answerRefused, notFound } from "@common/forms/action-answer";
import { enrolmentToasts } from "@common/learning/learning-texts";
import type { FlashToast } from "@common/toast";
import { requireUser } from "../accounts/require-user";
import type { AppContext } from "../context";
import { redirectWithToast } from "../http/flash-toast";
import { enrol, enrolmentFailedToast } from "./enrolment";
import { requireCourseAccess } from "./require-course-access";

// A session cookie that no longer works means the session ended (docs/product/forms-and-messages.md#messages).
const sessionExpiredToast: FlashToast = {
  type: "error",
  title: "Session expired",
  description: "Please log in again to enroll in the course.",
};
const signInToEnrolToast: FlashToast = {
  type: "error",
  title: "Authentication required",
  description: "Please log in to enrol in this course.",
};

/**
 * 'Start Learning': enrols (once), then opens the player; every refusal has its toast
 * (docs/product/learning.md#enrolment).
 */
export async function startCourse(context: AppContext, request: Request, courseRef: string) {
  const user = await requireUser(context, request, {
    signedOutToast: (sessionExpired) => (sessionExpired ? sessionExpiredToast : signInToEnrolToast),
  });
  const course = await requireCourseAccess(context, user, courseRef);
  if (!course) notFound();

  let created: boolean;
  try {
    ({ created } = await enrol(context.db, user.id, course.id));
  } catch (error) {
    context.logger.error({ err: error, courseId: course.id }, "enrolment failed");
    return answerRefused({}, {}, { status: 500, toast: enrolmentFailedToast(error) });
  }
  const player = `/course/${course.slug}/start`;
  return created ? redirectWithToast(player, enrolmentToasts.enrolled) : redirect(player);
}
