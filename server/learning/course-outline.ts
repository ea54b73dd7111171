import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { courseEnrollments, courses, lessons, modules, userProgress } from "../db/schema/index";
import { preparedFor } from "../db/prepared";
import { isUuid } from "@common/uuid";
import { outerCourseId } from "./course-ref";

/** One lesson of a course outline, with the viewer's progress on it. */
export type OutlineLesson = {
  id: string;
  slug: string;
  title: string;
  moduleId: string;
  moduleTitle: string;
  moduleOrder: number;
  completed: boolean;
  lastPosition: number | null;
};

// The viewer, bound when the prepared statement runs.
const viewerId = sql.placeholder("userId");

function outlineQuery(db: Db) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      coverImage: courses.coverImage,
      requiredTier: courses.requiredTier,
      enrolled: sql<boolean>`exists (
        select 1 from ${courseEnrollments} e
        where e.user_id = ${viewerId} and e.course_id = ${outerCourseId})`,
      lessons: sql<OutlineLesson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', l.id, 'slug', l.slug, 'title', l.title,
          'moduleId', m.id, 'moduleTitle', m.title, 'moduleOrder', m.order_number,
          'completed', coalesce(p.completed, false), 'lastPosition', p.last_position
        ) order by m.order_number, l.order_number), '[]'::json)
        from ${modules} m
        join ${lessons} l on l.module_id = m.id
        left join ${userProgress} p on p.lesson_id = l.id and p.user_id = ${viewerId}
        where m.course_id = ${outerCourseId})`,
    })
    .from(courses);
}

// Every lesson-player view runs one of these: built once (server/db/prepared.ts).
const outlineById = preparedFor((db) =>
  outlineQuery(db)
    .where(eq(courses.id, sql.placeholder("ref")))
    .limit(1)
    .prepare("course_outline_by_id"),
);
const outlineBySlug = preparedFor((db) =>
  outlineQuery(db)
    .where(eq(courses.slug, sql.placeholder("ref")))
    .limit(1)
    .prepare("course_outline_by_slug"),
);

/**
 * The lesson player's course: every lesson in order with the viewer's progress, whether they
 * are enrolled. One statement, whatever the course's size; the course by id or slug (only a
 * UUID may be compared with the id).
 */
export async function loadCourseOutline(db: Db, userId: string, courseRef: string) {
  const statement = isUuid(courseRef) ? outlineById(db) : outlineBySlug(db);
  const [row] = await statement.execute({ userId, ref: courseRef });
  return row ?? null;
}

export type CourseOutline = NonNullable<Awaited<ReturnType<typeof loadCourseOutline>>>;

/** The lesson a URL names, by id or slug, within the outline (so it belongs to the course). */
export function findOutlineLesson(outline: OutlineLesson[], ref: string | undefined) {
  if (ref === undefined) return outline[0] ?? null;
  return outline.find((lesson) => lesson.id === ref || lesson.slug === ref) ?? null;
}
