import { and, eq, exists, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  assessmentResults,
  certificates,
  courses,
  lessons,
  modules,
  userProgress,
} from "../../db/schema/index";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import { outerCourseId } from "../course-ref";
import type { Actor } from "../../policy/actor";
import { can } from "../../policy/can";
import { newCertificateNumber } from "./new-certificate-number";

/**
 * Awards the course's certificate when it has been earned (docs/product/learning.md#certificates): a
 * learner with Premium for the course who has completed every lesson and passed the assessment. One statement, which
 * checks all of it and does nothing when the certificate exists already. Returns the new
 * certificate, or null when nothing was awarded.
 */
export async function awardCertificateIfEarned(db: Db, user: Actor, courseId: string) {
  const profile = user.profile;
  if (!can(user, "course:premium-features", { id: courseId }) || !profile) return null;
  const holderName = `${profile.firstName.trim()} ${profile.lastName.trim()}`;
  const passedHere = and(
    eq(assessmentResults.userId, user.id),
    eq(assessmentResults.courseId, outerCourseId),
    eq(assessmentResults.passed, true),
  );
  const lessonsOfCourse = db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, outerCourseId));
  const lessonsNotCompleted = db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .leftJoin(
      userProgress,
      and(
        eq(userProgress.lessonId, lessons.id),
        eq(userProgress.userId, user.id),
        eq(userProgress.completed, true),
      ),
    )
    .where(and(eq(modules.courseId, outerCourseId), isNull(userProgress.id)));
  const [certificate] = await db
    .insert(certificates)
    .select(
      db
        // Every column in the table's order, as drizzle's insert…select asks.
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          number: sql`${newCertificateNumber()}`.as("number"),
          userId: sql`${user.id}`.as("user_id"),
          courseId: courses.id,
          holderName: sql`${holderName}`.as("holder_name"),
          courseTitle: courses.title,
          cpdMinutes: sql`coalesce(${courses.estimatedDuration}, ${defaultCourseMinutes})`.as(
            "cpd_minutes",
          ),
          score: sql`(${db
            .select({ best: max(assessmentResults.score) })
            .from(assessmentResults)
            .where(passedHere)})`.as("score"),
          awardedAt: sql`now()`.as("awarded_at"),
        })
        .from(courses)
        .where(
          and(
            eq(courses.id, courseId),
            exists(
              db
                .select({ one: sql`1` })
                .from(assessmentResults)
                .where(passedHere),
            ),
            exists(lessonsOfCourse),
            sql`not ${exists(lessonsNotCompleted)}`,
          ),
        ),
    )
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning();
  return certificate ?? null;
}
