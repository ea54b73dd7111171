import { enrolmentToasts } from "@common/learning/learning-texts";
import { courseEnrollments } from "../db/schema/index";
import type { Db } from "../db/client";
import { isTransientDbError } from "../db/transient-error";

/**
 * An enrolled user is not re-enrolled. The unique (user, course) key and
 * ON CONFLICT DO NOTHING keep that true even when two requests race.
 */
export async function enrol(db: Db, userId: string, courseId: string) {
  const inserted = await db
    .insert(courseEnrollments)
    .values({ userId, courseId })
    .onConflictDoNothing({ target: [courseEnrollments.userId, courseEnrollments.courseId] })
    .returning({ id: courseEnrollments.id });
  return { created: inserted.length > 0 };
}

/**
 * 'Please try again' only when another attempt may succeed (the database was busy or out of
 * reach); any other failure is the server's own (docs/product/learning.md#enrolment).
 */
export function enrolmentFailedToast(error: unknown) {
  return isTransientDbError(error) ? enrolmentToasts.failed : enrolmentToasts.failedUnexpectedly;
}
