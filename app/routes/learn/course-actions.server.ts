import { data, redirect } from "react-router";
import { brand } from "@common/brand";
import { enrolmentToasts } from "@common/learning/learning-texts";
import { accessDeniedToast, courseAccess } from "@server/learning/course-access";
import { findCourseForEnrolment } from "@server/learning/course-detail";
import { enrol } from "@server/learning/enrolment";
import { redirectWithToast } from "@server/http/flash-toast";
import type { AppContext } from "@server/context";
import { hasCompleteProfile } from "@server/accounts/auth/session-user";

/**
 * 'Start Learning': enrols (once), then opens the player; every refusal has its toast
 * (docs/product.md#enrolment).
 */
export async function startLearning(context: AppContext, request: Request, courseRef: string) {
  const user = await context.sessionUser();
  if (!user) {
    const back = encodeURIComponent(new URL(request.url).pathname.replace(/\.data$/, ""));
    // A session cookie that no longer works means the session ended (better-auth's cookie name).
    const expired = request.headers.get("cookie")?.includes(`${brand.slug}.session_token=`);
    throw redirectWithToast(
      `/login?redirectTo=${back}`,
      expired
        ? {
            type: "error",
            title: "Session expired",
            description: "Please log in again to enroll in the course.",
          }
        : {
            type: "error",
            title: "Authentication required",
            description: "Please log in to enrol in this course.",
          },
    );
  }
  if (!hasCompleteProfile(user)) {
    throw redirect(`/get-started?redirectTo=${encodeURIComponent(`/course/${courseRef}`)}`);
  }
  const course = await findCourseForEnrolment(context.db, courseRef);
  if (!course) {
    return data({ toast: { type: "error" as const, title: "Course not found" } }, { status: 404 });
  }
  const access = courseAccess(user.subscription, course.requiredTier);
  if (access !== "open") throw redirectWithToast("/pricing", accessDeniedToast[access]);

  let created: boolean;
  try {
    ({ created } = await enrol(context.db, user.id, course.id));
  } catch (error) {
    context.logger.error({ err: error, courseId: course.id }, "enrolment failed");
    return data({ toast: enrolmentToasts.failed }, { status: 500 });
  }
  const player = `/course/${course.slug}/start`;
  return created ? redirectWithToast(player, enrolmentToasts.enrolled) : redirect(player);
}
