import type { Db } from "../client";
import { assessments, courses, lessons, modules } from "../schema/index";

/**
 * A plain course for measurements and tests: `lessonCount` lessons in one module, and an
 * assessment when `assessmentTitle` is given. Returns its id and its lessons' ids in order.
 */
export async function insertCourseWithLessons(
  db: Db,
  course: {
    slug: string;
    title: string;
    description: string;
    lessonCount: number;
    assessmentTitle?: string;
  },
) {
  const [row] = await db
    .insert(courses)
    .values({ slug: course.slug, title: course.title, description: course.description })
    .returning({ id: courses.id });
  const [module] = await db
    .insert(modules)
    .values({ courseId: row!.id, title: "Module 1", orderNumber: 1 })
    .returning({ id: modules.id });
  const lessonRows = await db
    .insert(lessons)
    .values(
      Array.from({ length: course.lessonCount }, (_, i) => ({
        moduleId: module!.id,
        title: `Lesson ${i + 1}`,
        orderNumber: i + 1,
        slug: `lesson-${i + 1}`,
      })),
    )
    .returning({ id: lessons.id });
  if (course.assessmentTitle) {
    await db.insert(assessments).values({ courseId: row!.id, title: course.assessmentTitle });
  }
  return { id: row!.id, lessonIds: lessonRows.map((lesson) => lesson.id) };
}
