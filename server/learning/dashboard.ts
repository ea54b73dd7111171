import { toSubscriptionView } from "@common/billing/subscription-view";
import type { SessionUser } from "../accounts/auth/session-user";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import { assessmentStatus } from "@common/learning/course-achievement";
import { evidenceChecklist } from "@common/learning/evidence-checklist";
import { dueLabel, formatDueDate, isPastDue } from "@common/institutions/due-date";
import { londonDateOf } from "@common/london-time";
import { courseAccess } from "../policy/course-access";
import { can } from "../policy/can";
import { certificateOffer } from "./certificates/certificate-offer";
import { findLastLesson, listDashboardCourses } from "./dashboard-courses";
import { validityView } from "./renewal/validity-view";

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
  const subscription = user.subscription;
  const now = new Date();
  const today = londonDateOf(now);
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
    // "Choose a plan" is for those with nothing to study: a seat whose institution lists courses
    // opens them at no cost (docs/product/institutions.md#inviting-from-a-csv-file, decision 0065).
    offerPlans: !subscription.subscribed && !seatOpensCourses(user),
    // The plan module (trial end, renewal, manage) for anyone who has or had a subscription.
    subscription: subscription.status !== "inactive" ? toSubscriptionView(subscription) : null,
    courses: assignedFirst(courses ?? []).map((listed) => {
      const {
        hasAssessment,
        lastScore,
        passed,
        assignedCohort,
        assignedDue,
        practiceBest,
        practiceLast,
        evidenceLessonCount,
        lessonsEngaged,
        lessonsToEngage,
        assessmentRequired,
        assessmentPassed,
        practiceRequired,
        practicePassed,
        practiceLessonId,
        evidenceComplete,
        completionExpiresAt,
        renewalOpenedAt,
        ...course
      } = listed; // the evidence's facts reach the card as its checklist only
      const evidence = evidenceChecklist(listed);
      return {
        ...course,
        practice:
          practiceBest === null ? null : { best: practiceBest, last: practiceLast ?? practiceBest },
        access: courseAccess(user, course),
        assessment: assessmentStatus({ hasAssessment, lastScore, passed }),
        evidence,
        certificate: certificateOffer(listed, evidence, {
          premium: can(user, "course:premium-features", course),
          appUrl: deps.config.appUrl,
        }),
        assignment: assignmentOf({ assignedCohort, assignedDue, evidenceComplete }, today),
        validity: validityView({ completionExpiresAt, renewalOpenedAt }, now),
      };
    }),
    error: courses ? null : "Failed to load courses",
    lastLesson,
  };
}

const seatOpensCourses = ({ seat }: SessionUser) =>
  Boolean(seat?.contractActive && seat.courseIds.length > 0);

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
export type DashboardCard = DashboardData["courses"][number];

type Listed = Awaited<ReturnType<typeof listDashboardCourses>>[number];

/**
 * Courses a cohort of the learner's assigned come first, the soonest due first (docs/product/learning.md#dashboard); the
 * rest keep their order.
 */
function assignedFirst(courses: Listed[]) {
  const rank = (course: Listed) =>
    course.assignedCohort === null ? "2" : `1${course.assignedDue ?? "9999-12-31"}`;
  return courses
    .map((course, index) => ({ course, index }))
    .sort((a, b) => rank(a.course).localeCompare(rank(b.course)) || a.index - b.index)
    .map(({ course }) => course);
}

/**
 * "Due 1 March 2027", or "Overdue" once the day has passed and the course is not done: done is
 * the evidence of completion, as in the cohort table (docs/product/learning.md#evidence-of-completion).
 */
function assignmentOf(
  course: Pick<Listed, "assignedCohort" | "assignedDue" | "evidenceComplete">,
  today: string,
) {
  if (course.assignedCohort === null) return null;
  const done = course.evidenceComplete;
  const due = course.assignedDue;
  return {
    cohort: course.assignedCohort,
    dueLabel: due === null ? null : done ? `Due ${formatDueDate(due)}` : dueLabel(due, today),
    overdue: !done && isPastDue(due, today),
  };
}
