import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses, institutionCourses } from "../db/schema/index";

/** The courses an institution's seats open, by title, for its manager's overview. */
export function institutionCourseList(db: Db, institutionId: string) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      requiredTier: courses.requiredTier,
    })
    .from(institutionCourses)
    .innerJoin(courses, eq(courses.id, institutionCourses.courseId))
    .where(eq(institutionCourses.institutionId, institutionId))
    .orderBy(asc(courses.title));
}
