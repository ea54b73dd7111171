/** An earlier attempt, as the pause needs it. */
export type PastAttempt = { at: Date; passed: boolean };

export type PauseSettings = { failureLimit: number; failureWindowHours: number };

/**
 * When the learner's next attempt opens, or null when it is open now
 * (docs/product/learning.md#assessment): after `failureLimit` failed attempts within
 * `failureWindowHours`, the next opens `failureWindowHours` after the first of them. Only failures
 * since the learner's last pass count: a pass starts afresh, and is never paused itself.
 */
export function nextAttemptOpensAt(
  attempts: readonly PastAttempt[],
  { failureLimit, failureWindowHours }: PauseSettings,
  now: Date,
): Date | null {
  const newestFirst = [...attempts].sort((a, b) => b.at.getTime() - a.at.getTime());
  const lastPass = newestFirst.findIndex((attempt) => attempt.passed);
  const failures = lastPass === -1 ? newestFirst : newestFirst.slice(0, lastPass);
  if (failureLimit < 1 || failures.length < failureLimit) return null;
  const firstOfThem = failures[failureLimit - 1]!;
  const opensAt = new Date(firstOfThem.at.getTime() + failureWindowHours * 3_600_000);
  return opensAt.getTime() > now.getTime() ? opensAt : null;
}
