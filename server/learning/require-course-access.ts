import type { FlashToast } from "@common/toast";
import type { Db } from "../db/client";
import { redirectWithToast } from "../http/flash-toast";
import type { Actor, CourseFacts } from "../policy/actor";
import { courseAccess, type CourseAccess } from "../policy/course-access";
import { findCourseRef, findLessonInCourse } from "./lesson-in-course";

/**
 * The first specification's toast for the unsubscribed; clear ones of our own for Standard
 * members and for learners whose institution's contract has ended (docs/product/learning.md#course-access).
 */
export const accessDeniedToast: Record<Exclude<CourseAccess, "open">, FlashToast> = {
  "subscription-required": {
    type: "error",
    title: "Subscription Required",
    description: "Please subscribe to access this course.",
  },
  "premium-required": {
    type: "error",
    title: "Premium course",
    description: "Upgrade to Premium to open this scenario bundle.",
  },
  "contract-ended": {
    type: "error",
    title: "Institution access ended",
    description:
      "Your institution's contract with Clinova has ended. Ask your training lead, or subscribe to carry on.",
  },
};

/**
 * The one course gate (docs/product/learning.md#course-access), the policy's "course:open": anyone it
 * refuses goes to /pricing with the reason's toast.
 */
export function assertCourseAccess(user: Actor, course: CourseFacts) {
  // The policy's reason for "course:open", which the toast needs as well as the verdict.
  const access = courseAccess(user, course);
  if (access !== "open") throw redirectWithToast("/pricing", accessDeniedToast[access]);
}

/** The course a URL names, once the user may open it; null when there is no such course. */
export async function requireCourseAccess(context: { db: Db }, user: Actor, courseRef: string) {
  const course = await findCourseRef(context.db, courseRef);
  if (course) assertCourseAccess(user, course);
  return course;
}

/**
 * The lesson a URL names (the course's first when none is named), once the user may open its
 * course; null when the course or the lesson does not exist or they do not belong together.
 */
export async function requireLessonAccess(
  context: { db: Db },
  user: Actor,
  courseRef: string,
  lessonRef: string | undefined,
) {
  const lesson = await findLessonInCourse(context.db, courseRef, lessonRef);
  if (lesson) assertCourseAccess(user, { id: lesson.courseId, requiredTier: lesson.requiredTier });
  return lesson;
}
