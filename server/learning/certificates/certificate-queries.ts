import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { certificates, courseRenewals } from "../../db/schema/index";

/** The reader's own certificate for a course, or null: theirs only, in the SQL. */
export async function findOwnCertificate(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
}

/**
 * What the public verification page may say about a certificate: who, what, when, how many
 * hours, and the evidence it was awarded on. Nothing else of the holder leaves the database. Null for an unknown number, and for a
 * certificate whose holder deleted their account (the rows went with it).
 */
export async function findCertificateByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      number: certificates.number,
      holderName: certificates.holderName,
      courseTitle: certificates.courseTitle,
      cpdMinutes: certificates.cpdMinutes,
      awardedAt: certificates.awardedAt,
      score: certificates.score,
      assessedAt: certificates.assessedAt,
      practiceScore: certificates.practiceScore,
      practisedAt: certificates.practisedAt,
      activeMinutes: certificates.activeMinutes,
    })
    .from(certificates)
    .where(eq(certificates.number, number));
  return row ?? null;
}

/**
 * A certificate a renewal replaced (decision 0060 keeps its number, award date and score in
 * `course_renewals`): what the verification page says of it, when it was renewed, and the number
 * of the certificate that replaced it. Null when no re-issued certificate replaced that number (a
 * renewal still under way keeps the old number on the certificate itself), and when the holder
 * deleted their account.
 */
export async function findRenewedCertificateByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      holderName: certificates.holderName,
      courseTitle: certificates.courseTitle,
      cpdMinutes: certificates.cpdMinutes,
      awardedAt: courseRenewals.previousAwardedAt,
      score: courseRenewals.previousScore,
      renewedAt: courseRenewals.openedAt,
      currentNumber: certificates.number,
    })
    .from(courseRenewals)
    .innerJoin(
      certificates,
      and(
        eq(certificates.userId, courseRenewals.userId),
        eq(certificates.courseId, courseRenewals.courseId),
      ),
    )
    .where(
      and(eq(courseRenewals.previousCertificateNumber, number), ne(certificates.number, number)),
    )
    .orderBy(desc(courseRenewals.openedAt))
    .limit(1);
  if (!row || row.awardedAt === null || row.score === null) return null;
  const { renewedAt, currentNumber, awardedAt, score, ...holderAndCourse } = row;
  // A renewal keeps the award's date and score, not the rest of its evidence.
  const certificate = {
    ...holderAndCourse,
    number,
    awardedAt,
    score,
    assessedAt: null,
    practiceScore: null,
    practisedAt: null,
    activeMinutes: null,
  };
  return { certificate, renewedAt, currentNumber };
}
