import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { assessmentResults } from "../db/schema";

/** The learner's attempts at a course's assessment, newest first: theirs only, in the SQL. */
export function listAttempts(db: Db, userId: string, courseId: string) {
  return db
    .select({
      id: assessmentResults.id,
      score: assessmentResults.score,
      passed: assessmentResults.passed,
      createdAt: assessmentResults.createdAt,
    })
    .from(assessmentResults)
    .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.courseId, courseId)))
    .orderBy(desc(assessmentResults.createdAt));
}
