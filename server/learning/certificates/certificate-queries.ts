import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { certificates } from "../../db/schema/index";

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
