/**
 * Whether a finished practice session passed, in words (docs/product/learning.md#evidence-of-completion): a session
 * passes at the scenario's pass mark with no safety step missed, and only a passed one counts as
 * the course's practice evidence.
 */
export type PracticeVerdict = { passed: boolean; headline: string; reasons: string[] };

export function practiceVerdict(result: {
  /** As stored at finishing; null for sessions finished before passes were judged. */
  passed: boolean | null;
  score: number;
  passMark: number;
  missedSafety: string[];
  /** Only an assessed session counts as evidence (docs/product/practice.md#tutor). */
  mode: "coached" | "assessed";
}): PracticeVerdict {
  if (result.passed) {
    return {
      passed: true,
      headline: "Session passed",
      reasons: [
        result.mode === "assessed"
          ? "It counts as the practice the course's certificate asks for."
          : "It was coached, so it is practice: only an assessed session counts towards the certificate.",
      ],
    };
  }
  if (result.passed === null) {
    return {
      passed: false,
      headline: "Session not judged",
      reasons: ["It was finished before sessions were judged: practise again to count it."],
    };
  }
  const reasons = result.missedSafety.map((title) => `Safety step missed: ${title}`);
  if (result.score < result.passMark) {
    reasons.push(`Score below the pass mark of ${result.passMark}`);
  }
  return { passed: false, headline: "Session not passed", reasons };
}
