import { toSubscriptionView } from "@common/billing/subscription-view";
import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { assessmentStatus } from "@common/learning/course-achievement";
import { courseAccess } from "./course-access";
import { certificateOffer } from "./certificates/certificate-offer";
import { hasPremium } from "./certificates/premium";
import { findLastLesson, listDashboardCourses } from "./dashboard-courses";

/**
 * The dashboard's course cards with the viewer's progress and access, and the lesson
 * to continue. A failed list is reported, not thrown, so the page can still offer the sample
 * course. The subscription is the one read with the session.
 */
export async function loadDashboard(
  deps: { db: Db; logger: Logger; config: { appUrl: string } },
  user: SessionUser,
) {
  const { db, logger } = deps;
  const viewer = { premium: hasPremium(user), appUrl: deps.config.appUrl };
  const subscription = user.subscription;
  const [courses, lastLesson] = await Promise.all([
    listDashboardCourses(db, user.id).catch((error: unknown) => {
      logger.error({ err: error }, "course list failed");
      return null;
    }),
    findLastLesson(db, user.id).catch((error: unknown) => {
      logger.error({ err: error }, "last lesson lookup failed");
      return null;
    }),
  ]);
  return {
    subscribed: subscription.subscribed,
    // The plan module (trial end, renewal, manage) for anyone who has or had a subscription.
    subscription: subscription.status !== "inactive" ? toSubscriptionView(subscription) : null,
    courses: (courses ?? []).map(({ hasAssessment, lastScore, passed, ...course }) => ({
      ...course,
      access: courseAccess(user, course),
      assessment: assessmentStatus({ hasAssessment, lastScore, passed }),
      certificate: certificateOffer({ ...course, passed }, viewer),
    })),
    error: courses ? null : "Failed to load courses",
    lastLesson,
  };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
export type DashboardCard = DashboardData["courses"][number];
