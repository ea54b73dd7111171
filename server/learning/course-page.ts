import { data } from "react-router";
import { notFound } from "@common/forms/action-answer";
import type { SessionUser } from "../accounts/auth/session-user";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { assessmentStatus } from "@common/learning/course-achievement";
import { evidenceChecklist } from "@common/learning/evidence-checklist";
import { courseAccess } from "../policy/course-access";
import { can } from "../policy/can";
import { certificateOffer } from "./certificates/certificate-offer";
import { findCourseDetail } from "./course-detail";
import { startCourse } from "./start-course";
import { validityView } from "./renewal/validity-view";

/**
 * The course page (docs/product/learning.md#course-page): shown to every signed-in person, subscribed or
 * not, since it is also where they learn what a subscription opens; `access` says which.
 */
export async function loadCoursePage(
  context: { db: Db; logger: Logger; requestId: string; config: { appUrl: string } },
  user: SessionUser,
  courseRef: string,
) {
  let course;
  try {
    course = await findCourseDetail(context.db, user.id, courseRef);
  } catch (error) {
    return failedToLoad(context, error);
  }
  if (!course) notFound();
  try {
    const evidence = evidenceChecklist(course);
    const viewer = {
      premium: can(user, "course:premium-features", course),
      appUrl: context.config.appUrl,
    };
    return {
      state: "ready" as const,
      course,
      access: courseAccess(user, course),
      assessment: assessmentStatus(course),
      evidence,
      certificate: certificateOffer(course, evidence, viewer),
      validity: validityView(course, new Date()),
    };
  } catch (error) {
    return failedToLoad(context, error);
  }
}

function failedToLoad(context: { logger: Logger; requestId: string }, error: unknown) {
  context.logger.error({ err: error, reqId: context.requestId }, "course failed to load");
  const message = "Failed to load course: An unexpected error occurred";
  return data({ state: "error" as const, message }, { status: 500 });
}

/** 'Start Learning' (`start-course.ts`). */
export function startCourseAction(context: AppContext, request: Request, courseRef: string) {
  return startCourse(context, request, courseRef);
}
