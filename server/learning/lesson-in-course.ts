import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses, lessons, modules } from "../db/schema/index";
import { isUuid } from "@common/uuid";
import { courseMatches } from "./course-ref";

/**
 * For actions: the lesson a URL names (id or slug), only when it belongs to the course the URL
 * names, with the tier that course requires. Null when either is missing or they do not match.
 */
export async function findLessonInCourse(db: Db, courseRef: string, lessonRef: string | undefined) {
  const lessonMatch =
    lessonRef === undefined
      ? undefined
      : isUuid(lessonRef)
        ? or(eq(lessons.id, lessonRef), eq(lessons.slug, lessonRef))
        : eq(lessons.slug, lessonRef);
  const [row] = await db
    .select({
      courseId: courses.id,
      courseSlug: courses.slug,
      requiredTier: courses.requiredTier,
      lessonId: lessons.id,
    })
    .from(courses)
    .innerJoin(modules, eq(modules.courseId, courses.id))
    .innerJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(and(courseMatches(courseRef), lessonMatch))
    .orderBy(asc(modules.orderNumber), asc(lessons.orderNumber))
    .limit(1);
  return row ?? null;
}

/** The course a URL names (id or slug), with the tier it requires; null when there is none. */
export async function findCourseRef(db: Db, courseRef: string) {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      requiredTier: courses.requiredTier,
    })
    .from(courses)
    .where(courseMatches(courseRef))
    .limit(1);
  return row ?? null;
}
