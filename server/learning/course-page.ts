import { data } from "react-router";
import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { assessmentStatus } from "@common/learning/course-achievement";
import { courseAccess } from "../policy/course-access";
import { can } from "../policy/can";
import { certificateOffer } from "./certificates/certificate-offer";
import { findCourseDetail } from "./course-detail";

/**
 * The course page (docs/product/learning.md#course-page): shown to every signed-in person, subscribed or
 * not, since it is also where they learn what a subscription opens; `access` says which.
 */
export async function loadCoursePage(
  context: { db: Db; logger: Logger; requestId: string; config: { appUrl: string } },
  user: SessionUser,
  courseRef: string,
) {
  try {
    const course = await findCourseDetail(context.db, user.id, courseRef);
    if (!course)
      return data({ state: "error" as const, message: "Course not found" }, { status: 404 });
    const lessons = course.modules.flatMap((module) => module.lessons);
    const standing = {
      estimatedDuration: course.estimatedDuration,
      lessonCount: lessons.length,
      completedCount: lessons.filter((lesson) => lesson.completed).length,
      passed: course.passed,
      certificateNumber: course.certificateNumber,
    };
    const viewer = {
      premium: can(user, "course:premium-features", course),
      appUrl: context.config.appUrl,
    };
    return {
      state: "ready" as const,
      course,
      access: courseAccess(user, course),
      assessment: assessmentStatus(course),
      certificate: certificateOffer(standing, viewer),
    };
  } catch (error) {
    context.logger.error({ err: error, reqId: context.requestId }, "course failed to load");
    const message = "Failed to load course: An unexpected error occurred";
    return data({ state: "error" as const, message }, { status: 500 });
  }
}
