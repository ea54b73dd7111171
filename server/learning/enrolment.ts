import { courseEnrollments } from "../db/schema/index";
import type { Db } from "../db/client";

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
