import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { certificates, courses } from "../../db/schema/index";
import { defaultCourseMinutes } from "@common/learning/certificate-texts";
import type { Actor } from "../../policy/actor";
import { can } from "../../policy/can";
import { evidenceColumns } from "../evidence/evidence-columns";
import { evidenceMeasures } from "../evidence/evidence-measures";
import { newCertificateNumber } from "./new-certificate-number";

/**
 * Awards the course's certificate when it has been earned (docs/product/learning.md#certificates): a
 * learner with Premium for the course whose evidence of completion is complete
 * (docs/product/learning.md#evidence-of-completion) and who passed its assessment. One statement,
 * which checks all of it, records the evidence it rests on, and does nothing when the certificate
 * exists already (unless a renewal reopened the course since: then it is re-issued). Returns the new certificate, or null when nothing was awarded.
 */
export async function awardCertificateIfEarned(db: Db, user: Actor, courseId: string) {
  const profile = user.profile;
  if (!can(user, "course:premium-features", { id: courseId }) || !profile) return null;
  const holderName = `${profile.firstName.trim()} ${profile.lastName.trim()}`;
  const evidence = evidenceColumns(user.id, { lessonsListed: 0 });
  const measures = evidenceMeasures(user.id);
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
          score: sql`${measures.bestScore}`.as("score"),
          assessedAt: sql`${measures.assessedAt}`.as("assessed_at"),
          practiceScore: sql`${measures.practiceScore}`.as("practice_score"),
          practisedAt: sql`${measures.practisedAt}`.as("practised_at"),
          activeMinutes: sql`round(${measures.activeSeconds} / 60.0)::int`.as("active_minutes"),
          awardedAt: sql`now()`.as("awarded_at"),
        })
        .from(courses)
        .where(
          and(
            eq(courses.id, courseId),
            evidence.evidenceComplete,
            // The certificate states an assessment score: a course without one has none to give.
            evidence.assessmentPassed,
          ),
        ),
    )
    // One certificate per learner and course: a renewal's new completion re-issues it in place,
    // with a new number and award date (the previous ones are kept in course_renewals, decision
    // 0060); without a renewal since its award, nothing changes.
    .onConflictDoUpdate({
      target: [certificates.userId, certificates.courseId],
      set: {
        number: sql`excluded.number`,
        holderName: sql`excluded.holder_name`,
        courseTitle: sql`excluded.course_title`,
        cpdMinutes: sql`excluded.cpd_minutes`,
        score: sql`excluded.score`,
        assessedAt: sql`excluded.assessed_at`,
        practiceScore: sql`excluded.practice_score`,
        practisedAt: sql`excluded.practised_at`,
        activeMinutes: sql`excluded.active_minutes`,
        awardedAt: sql`excluded.awarded_at`,
      },
      setWhere: sql`exists (select 1 from course_renewals rn
        where rn.user_id = ${certificates.userId} and rn.course_id = ${certificates.courseId}
          and rn.opened_at > ${certificates.awardedAt})`,
    })
    .returning();
  return certificate ?? null;
}
