import { sql } from "drizzle-orm";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import { ukDate } from "@common/learning/learning-record";
import type { Db } from "../../db/client";
import {
  assessmentResults,
  certificates,
  courseReflections,
  courses,
  lessons,
  modules,
  userProgress,
} from "../../db/schema/index";
import { asStringList, outerCourseId } from "../course-ref";

type Reflection = { whatLearned: string; practiceChange: string; standards: string };

/**
 * Every course of the learner's record: completed (every lesson) or its assessment passed,
 * with when, the best passing score, the certificate and their reflection. One statement; the
 * learner's own rows only.
 */
export async function listCourseEntries(db: Db, userId: string) {
  const rows = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      learningOutline: courses.learningOutline,
      cpdMinutes: sql<number>`coalesce(${courses.estimatedDuration}, ${defaultCourseMinutes})`,
      lessonCount: sql<number>`(
        select count(*)::int from ${lessons} l
        join ${modules} m on m.id = l.module_id where m.course_id = ${outerCourseId})`,
      completedCount: sql<number>`(
        select count(*)::int from ${userProgress} p
        where p.user_id = ${userId} and p.course_id = ${outerCourseId} and p.completed)`,
      completedAt: sql<string | null>`(
        select max(p.completed_at) from ${userProgress} p
        where p.user_id = ${userId} and p.course_id = ${outerCourseId} and p.completed)`,
      passedAt: sql<string | null>`(
        select min(r.created_at) from ${assessmentResults} r
        where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed)`,
      bestScore: sql<number | null>`(
        select max(r.score) from ${assessmentResults} r
        where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed)`,
      certificateNumber: sql<string | null>`(
        select c.number from ${certificates} c
        where c.user_id = ${userId} and c.course_id = ${outerCourseId})`,
      reflection: sql<Reflection | null>`(
        select json_build_object('whatLearned', cr.what_learned,
          'practiceChange', cr.practice_change, 'standards', cr.standards)
        from ${courseReflections} cr
        where cr.user_id = ${userId} and cr.course_id = ${outerCourseId})`,
    })
    .from(courses)
    .orderBy(courses.title);
  return rows.flatMap((row) => {
    const completed = row.lessonCount > 0 && row.completedCount === row.lessonCount;
    if (!completed && !row.passedAt) return [];
    const dates = [completed ? row.completedAt : null, row.passedAt].filter(
      (date): date is string => Boolean(date),
    );
    const latest = dates.map((date) => new Date(date)).sort((a, b) => +b - +a)[0] ?? new Date();
    return [
      {
        ...row,
        learningOutline: asStringList(row.learningOutline),
        completed,
        date: ukDate(latest),
      },
    ];
  });
}

export type CourseEntryRow = Awaited<ReturnType<typeof listCourseEntries>>[number];
