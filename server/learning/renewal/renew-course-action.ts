import { notFound } from "@common/forms/action-answer";
import type { AppContext } from "../../context";
import { requireUser } from "../../accounts/require-user";
import { redirectWithToast } from "../../http/flash-toast";
import { requireCourseAccess } from "../require-course-access";
import { renewCourse } from "./renew-course";

/**
 * Renew (docs/product/institutions.md#renewal): the signed-in learner's own completion only; a
 * course they hold no expiring or expired completion of answers 404 and nothing changes.
 */
export async function renewCourseAction(
  context: Pick<AppContext, "db" | "sessionUser">,
  request: Request,
  courseSlug: string | undefined,
) {
  const user = await requireUser(context, request);
  if (!courseSlug) notFound();
  // Renewing means studying the course again: only for a learner who may open it.
  if (!(await requireCourseAccess(context, user, courseSlug))) notFound();
  const renewed = await renewCourse(context.db, user.id, courseSlug);
  if (!renewed) notFound();
  return redirectWithToast(
    `/course/${courseSlug}`,
    {
      type: "success",
      title: "Renewal started",
      description:
        "Pass the assessment and the practice session again to renew your completion. Your earlier completion stays on your learning record.",
    },
    { status: 303 },
  );
}
