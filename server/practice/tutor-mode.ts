import { and, eq, isNull } from "drizzle-orm";
import type { PracticeMode } from "@common/practice/tutor";
import type { Db } from "../db/client";
import { practiceAttempts } from "../db/schema/index";
import { ownedAttempt } from "./owned-attempt";

export type ModeResult =
  | { kind: "not-found" }
  | { kind: "finished" }
  | { kind: "started" }
  | { kind: "chosen"; mode: PracticeMode };

/**
 * Coach on or assessed, chosen before starting (docs/product/practice.md#tutor): only while the
 * attempt's log is empty. Once anything is logged the mode is part of what the log means, and
 * an attempt cannot become assessed after the tutor has helped.
 */
export async function chooseMode(
  db: Db,
  input: { userId: string; attemptId: string; mode: PracticeMode },
): Promise<ModeResult> {
  return db.transaction(async (tx) => {
    const attempt = await ownedAttempt(tx, input.userId, input.attemptId, { lock: true });
    if (!attempt) return { kind: "not-found" };
    if (attempt.finishedAt) return { kind: "finished" };
    if (attempt.log.length > 0) return { kind: "started" };
    await tx
      .update(practiceAttempts)
      // The log is empty, so nothing is lost: the case's clock starts when the learner has chosen.
      .set({ mode: input.mode, startedAt: new Date() })
      .where(
        and(
          eq(practiceAttempts.id, attempt.id),
          eq(practiceAttempts.userId, input.userId),
          isNull(practiceAttempts.finishedAt),
        ),
      );
    return { kind: "chosen", mode: input.mode };
  });
}
