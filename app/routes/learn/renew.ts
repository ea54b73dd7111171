import { renewCourseAction } from "@server/learning/renewal/renew-course-action";
import type { Route } from "./+types/renew";

// POST: renew the learner's expiring or expired completion (docs/product/institutions.md#renewal).
export async function action({ request, params, context }: Route.ActionArgs) {
  return renewCourseAction(context, request, params.courseId);
}
