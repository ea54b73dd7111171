import { or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assessmentResults, courseReflections, userProgress } from "../../db/schema/index";

type ReflectionInput = {
  courseId: string;
  whatLearned: string;
  practiceChange: string;
  standards: string;
};

/**
 * Saves the learner's reflection on a course of their record, in one statement that also checks
 * the course is in it (a lesson completed or the assessment passed). Null otherwise: a course
 * they have not studied, or one that does not exist.
 */
export async function saveCourseReflection(db: Db, userId: string, input: ReflectionInput) {
  const { courseId, ...text } = input;
  const studied = or(
    sql`exists (select 1 from ${userProgress} p
      where p.user_id = ${userId} and p.course_id = ${courseId} and p.completed)`,
    sql`exists (select 1 from ${assessmentResults} r
      where r.user_id = ${userId} and r.course_id = ${courseId} and r.passed)`,
  );
  const [row] = await db
    .insert(courseReflections)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          userId: sql`${userId}`.as("user_id"),
          courseId: sql`${courseId}::uuid`.as("course_id"),
          whatLearned: sql`${text.whatLearned}`.as("what_learned"),
          practiceChange: sql`${text.practiceChange}`.as("practice_change"),
          standards: sql`${text.standards}`.as("standards"),
          createdAt: sql`now()`.as("created_at"),
          updatedAt: sql`now()`.as("updated_at"),
        })
        .from(sql`(select 1) as one`)
        .where(studied),
    )
    .onConflictDoUpdate({
      target: [courseReflections.userId, courseReflections.courseId],
      set: { ...text, updatedAt: sql`now()` },
    })
    .returning({ id: courseReflections.id });
  return row ?? null;
}
