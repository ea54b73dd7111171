import { lt } from "drizzle-orm";
import { londonDateOf } from "@common/london-time";
import type { Db } from "../../db/client";
import { trainingRecords } from "../../db/schema/index";
import { recordAudit } from "../../audit/audit-log";
import type { ScheduledJob } from "../../jobs/schedules";

export const retentionActor = { system: "retention job" } as const;

/**
 * Erases the training records whose retention period has ended (`erase_after` before today, a UK
 * date), and writes one audit entry per institution with the count only: no name or email
 * survives in the log. One transaction; a second run, or one racing it, finds nothing left to
 * erase and writes nothing. Returns the count erased per institution.
 */
export async function eraseExpiredTrainingRecords(db: Db, now: Date) {
  const today = londonDateOf(now);
  return db.transaction(async (tx) => {
    const erased = await tx
      .delete(trainingRecords)
      .where(lt(trainingRecords.eraseAfter, today))
      .returning({ institutionId: trainingRecords.institutionId });
    const counts = new Map<string, number>();
    for (const { institutionId } of erased) {
      counts.set(institutionId, (counts.get(institutionId) ?? 0) + 1);
    }
    for (const [institutionId, count] of counts) {
      await recordAudit(tx, retentionActor, {
        action: "training-records.erased",
        subjectType: "institution",
        subjectId: institutionId,
        summary: `${count === 1 ? "1 training record" : `${count} training records`} erased at the end of the retention period`,
        after: { erased: count, before: today },
        institutionId,
      });
    }
    return counts;
  });
}

/** Daily, early in the morning UK time (docs/product/institutions.md#training-records). */
export const trainingRecordRetentionJob: ScheduledJob = {
  queue: "training-record-retention",
  cron: "15 3 * * *",
  async run({ db, logger, now }) {
    const counts = await eraseExpiredTrainingRecords(db, now);
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    if (total > 0) logger.info({ erased: total }, "training records erased after retention");
  },
};
