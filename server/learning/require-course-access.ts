import type { Db } from "../db/client";
import { redirectWithToast } from "../http/flash-toast";
import { accessDeniedToast, courseAccess, type Entitlements, type Tier } from "./course-access";
import { findCourseRef, findLessonInCourse } from "./lesson-in-course";

/**
 * The one course gate (docs/product/learning.md#course-access): a course's content is for subscribers,
 * a Premium course for Premium members; anyone else goes to /pricing with the reason's toast.
 */
export function assertCourseAccess(user: Entitlements, course: { id: string; requiredTier: Tier }) {
  const access = courseAccess(user, course);
  if (access !== "open") throw redirectWithToast("/pricing", accessDeniedToast[access]);
}

/** The course a URL names, once the user may open it; null when there is no such course. */
export async function requireCourseAccess(
  context: { db: Db },
  user: Entitlements,
  courseRef: string,
) {
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
  user: Entitlements,
  courseRef: string,
  lessonRef: string | undefined,
) {
  const lesson = await findLessonInCourse(context.db, courseRef, lessonRef);
  if (lesson) assertCourseAccess(user, { id: lesson.courseId, requiredTier: lesson.requiredTier });
  return lesson;
}
