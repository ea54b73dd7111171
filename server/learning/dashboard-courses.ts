import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outerCourseId } from "./course-ref";
import { courseAchievementColumns } from "./course-achievement-columns";
import { practiceScoreColumns } from "./practice-score-columns";
import { evidenceColumns } from "./evidence/evidence-columns";
import { validityColumns } from "./renewal/validity-columns";
import {
  cohortCourses,
  cohortMembers,
  cohorts,
  courseEnrollments,
  courses,
  lessons,
  modules,
  userProgress,
} from "../db/schema/index";

/**
 * The cohort that assigned the course to the viewer (docs/product/learning.md#dashboard), the one due soonest when
 * several did: a correlated subquery of the same statement.
 */
function assignedBy(userId: string, column: "name" | "due") {
  return sql`(
    select ${column === "name" ? sql`c.name` : sql`c.due_date::text`}
    from ${cohortMembers} cm
    join ${cohorts} c on c.id = cm.cohort_id
    join ${cohortCourses} cc on cc.cohort_id = c.id
    where cm.user_id = ${userId} and cc.course_id = ${outerCourseId}
    order by c.due_date nulls last, c.name limit 1)`;
}

/** Courses newest first, each with its lesson count and the viewer's progress. */
export function listDashboardCourses(db: Db, userId: string) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      coverImage: courses.coverImage,
      difficultyLevel: courses.difficultyLevel,
      estimatedDuration: courses.estimatedDuration,
      requiredTier: courses.requiredTier,
      lessonCount: sql<number>`(
        select count(*)::int from ${lessons} l
        join ${modules} m on m.id = l.module_id where m.course_id = ${outerCourseId})`,
      completedCount: sql<number>`(
        select count(*)::int from ${userProgress} p
        where p.user_id = ${userId} and p.course_id = ${outerCourseId} and p.completed)`,
      enrolled: sql<boolean>`exists (
        select 1 from ${courseEnrollments} e
        where e.user_id = ${userId} and e.course_id = ${outerCourseId})`,
      ...courseAchievementColumns(userId),
      ...practiceScoreColumns(userId),
      // A card lists the first few lessons still to study; the course page lists them all.
      ...evidenceColumns(userId, { lessonsListed: 3 }),
      ...validityColumns(userId),
      assignedCohort: sql<string | null>`${assignedBy(userId, "name")}`,
      assignedDue: sql<string | null>`${assignedBy(userId, "due")}`,
    })
    .from(courses)
    .orderBy(desc(courses.createdAt), courses.slug);
}

export type DashboardCourse = Awaited<ReturnType<typeof listDashboardCourses>>[number];

/** The lesson the viewer touched last, where its video stopped: "Continue where you left off". */
export async function findLastLesson(db: Db, userId: string) {
  const [row] = await db
    .select({
      courseSlug: courses.slug,
      courseTitle: courses.title,
      lessonId: lessons.id,
      lessonSlug: lessons.slug,
      lessonTitle: lessons.title,
      moduleNumber: modules.orderNumber,
      completed: userProgress.completed,
      lastPosition: userProgress.lastPosition,
    })
    .from(userProgress)
    .innerJoin(lessons, eq(lessons.id, userProgress.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(eq(userProgress.userId, userId))
    .orderBy(desc(userProgress.updatedAt))
    .limit(1);
  return row ?? null;
}
