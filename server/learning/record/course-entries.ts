import { sql } from "drizzle-orm";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import { ukDate } from "@common/learning/learning-record";
import type { Db } from "../../db/client";
import {
  assessmentResults,
  certificates,
  courseReflections,
  courses,
  lessonEngagement,
  practiceAttempts,
  practiceScenarios,
} from "../../db/schema/index";
import { asStringList, outerCourseId } from "../course-ref";
import { evidenceColumns } from "../evidence/evidence-columns";
import { evidenceMeasures } from "../evidence/evidence-measures";

type Reflection = { whatLearned: string; practiceChange: string; standards: string };

/**
 * Every course of the learner's record: its evidence of completion complete
 * (docs/product/learning.md#evidence-of-completion) or its assessment passed, with when, the best
 * passing scores, the study time measured, the certificate and their reflection. One statement;
 * the learner's own rows only.
 */
export async function listCourseEntries(db: Db, userId: string) {
  const { evidenceComplete } = evidenceColumns(userId, { lessonsListed: 0 });
  const { bestScore, practiceScore, activeSeconds } = evidenceMeasures(userId);
  const rows = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      learningOutline: courses.learningOutline,
      cpdMinutes: sql<number>`coalesce(${courses.estimatedDuration}, ${defaultCourseMinutes})`,
      complete: evidenceComplete,
      lastEngagedAt: sql<string | null>`(
        select max(le.engaged_at) from ${lessonEngagement} le
        where le.user_id = ${userId} and le.course_id = ${outerCourseId})`,
      passedAt: sql<string | null>`(
        select min(r.created_at) from ${assessmentResults} r
        where r.user_id = ${userId} and r.course_id = ${outerCourseId} and r.passed)`,
      practisedAt: sql<string | null>`(
        select min(pa.finished_at)
        from ${practiceAttempts} pa join ${practiceScenarios} ps on ps.id = pa.scenario_id
        where pa.user_id = ${userId} and ps.course_id = ${outerCourseId} and pa.passed
          and pa.mode = 'assessed')`,
      bestScore,
      practiceScore,
      activeSeconds,
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
    if (!row.complete && !row.passedAt) return [];
    // Complete on the day its last piece of evidence came in; else the day of the pass.
    const dates = row.complete
      ? [row.lastEngagedAt, row.passedAt, row.practisedAt]
      : [row.passedAt];
    const latest =
      dates
        .filter((date): date is string => Boolean(date))
        .map((date) => new Date(date))
        .sort((a, b) => +b - +a)[0] ?? new Date();
    return [
      {
        ...row,
        learningOutline: asStringList(row.learningOutline),
        activeMinutes: Math.round(row.activeSeconds / 60),
        date: ukDate(latest),
      },
    ];
  });
}

export type CourseEntryRow = Awaited<ReturnType<typeof listCourseEntries>>[number];
