import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { courseEnrollments, courses, lessons, modules, userProgress } from "../db/schema/index";
import { asStringList, courseMatches, outerCourseId } from "./course-ref";
import { courseAchievementColumns } from "./course-achievement-columns";
import { evidenceColumns } from "./evidence/evidence-columns";
import { validityColumns } from "./renewal/validity-columns";

type DetailModule = {
  id: string;
  title: string;
  description: string | null;
  /** What the page shows of each lesson, no more: a long course sends hundreds of them. */
  lessons: { title: string; completed: boolean }[];
};

/** The course page's data: the course, its modules and lessons, and the viewer's place in it. */
export async function findCourseDetail(db: Db, userId: string, courseRef: string) {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      coverImage: courses.coverImage,
      features: courses.features,
      learningOutline: courses.learningOutline,
      difficultyLevel: courses.difficultyLevel,
      estimatedDuration: courses.estimatedDuration,
      requiredTier: courses.requiredTier,
      enrolled: sql<boolean>`exists (
        select 1 from ${courseEnrollments} e
        where e.user_id = ${userId} and e.course_id = ${outerCourseId})`,
      ...courseAchievementColumns(userId),
      ...evidenceColumns(userId),
      ...validityColumns(userId),
      modules: sql<DetailModule[]>`(
        select coalesce(json_agg(json_build_object(
          'id', m.id, 'title', m.title, 'description', m.description,
          'lessons', (
            select coalesce(json_agg(json_build_object(
              'title', l.title, 'completed', coalesce(p.completed, false)
            ) order by l.order_number), '[]'::json)
            from ${lessons} l
            left join ${userProgress} p on p.lesson_id = l.id and p.user_id = ${userId}
            where l.module_id = m.id)
        ) order by m.order_number), '[]'::json)
        from ${modules} m where m.course_id = ${outerCourseId})`,
    })
    .from(courses)
    .where(courseMatches(courseRef))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    features: asStringList(row.features),
    learningOutline: asStringList(row.learningOutline),
  };
}

export type CourseDetail = NonNullable<Awaited<ReturnType<typeof findCourseDetail>>>;
