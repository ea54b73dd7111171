import { sql, type SQL } from "drizzle-orm";

/** The facts the rule reads, as SQL expressions of the statement that asks. */
export type EvidenceFacts = {
  lessonCount: SQL;
  lessonsEngaged: SQL;
  assessmentRequired: SQL;
  assessmentPassed: SQL;
  practiceRequired: SQL;
  practicePassed: SQL;
};

/**
 * Evidence of completion (docs/product/learning.md#evidence-of-completion), the one rule that
 * opens certificates, CPD hours and "Done": a course with lessons, every one of them engaged
 * (ticks are navigation, not evidence), its assessment passed where it has one, and its practice
 * scenario passed where it has one. Both the per-course columns and the cohort table's CTEs
 * ask this function, so they cannot drift apart.
 */
export function evidenceComplete(facts: EvidenceFacts): SQL<boolean> {
  return sql<boolean>`(${facts.lessonCount} > 0
    and ${facts.lessonsEngaged} >= ${facts.lessonCount}
    and (not ${facts.assessmentRequired} or ${facts.assessmentPassed})
    and (not ${facts.practiceRequired} or ${facts.practicePassed}))`;
}
