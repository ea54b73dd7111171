import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  institutionAccounts,
  institutionManagers,
  institutionSeats,
  profiles,
  users,
} from "../../db/schema/index";
import { addNotice } from "../../notices/add-notice";
import { recordAudit } from "../../audit/audit-log";
import type { MailQueue } from "../../mail/mail-queue";
import { keepTrainingRecords } from "./keep-training-records";
import { learnerLeftEmail, readableDate } from "./learner-left-email";

export type LeavingDeps = {
  /** Tells the managers by email, in the transaction; without it (a script) they get the notice only. */
  mailQueue?: Pick<MailQueue, "enqueue">;
  appUrl?: string;
  ipAddress?: string | null;
  now?: Date;
};

/**
 * A seat holder is deleting their account (docs/product/institutions.md#training-records): in the
 * deletion's transaction, before their rows go, the institution keeps its training records of
 * them, the audit log says they left, and each of its managers gets an email and a notice.
 * Returns the institution's id, or null when they held no seat.
 */
export async function recordLearnerLeft(tx: DbOrTx, userId: string, deps: LeavingDeps = {}) {
  const now = deps.now ?? new Date();
  const [seat] = await tx
    .select({
      institutionId: institutionSeats.institutionId,
      institutionName: institutionAccounts.name,
      email: users.email,
      name: sql<string>`coalesce(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${users.name})`,
    })
    .from(institutionSeats)
    .innerJoin(institutionAccounts, eq(institutionAccounts.id, institutionSeats.institutionId))
    .innerJoin(users, eq(users.id, institutionSeats.userId))
    .leftJoin(profiles, eq(profiles.userId, institutionSeats.userId))
    .where(eq(institutionSeats.userId, userId));
  if (!seat) return null;
  const { institutionId, institutionName, name } = seat;

  const recordCount = await keepTrainingRecords(tx, {
    institutionId,
    userId,
    status: "left",
    now,
  });
  const eraseAfter = await eraseDateOf(tx, institutionId, now);
  await recordAudit(
    tx,
    { id: userId, email: seat.email },
    {
      action: "learner.left",
      subjectType: "user",
      subjectId: userId,
      summary: `${name} deleted their account; ${recordCount === 1 ? "1 training record" : `${recordCount} training records`} kept`,
      after: { trainingRecords: recordCount, eraseAfter },
      institutionId,
      ipAddress: deps.ipAddress ?? null,
    },
  );

  const managers = await tx
    .select({ userId: institutionManagers.userId, email: users.email })
    .from(institutionManagers)
    .innerJoin(users, eq(users.id, institutionManagers.userId))
    .where(eq(institutionManagers.institutionId, institutionId));
  const href = `/manage/${institutionId}/records`;
  for (const manager of managers) {
    if (manager.userId === userId) continue;
    await addNotice(tx, {
      userId: manager.userId,
      institutionId,
      kind: "learner-left",
      title: `${name} has left`,
      body:
        recordCount > 0
          ? `${name} deleted their account. ${institutionName} keeps their training records until ${readableDate(eraseAfter)}.`
          : `${name} deleted their account. They had no assigned or completed courses to keep a record of.`,
      href,
    });
    if (deps.mailQueue) {
      const email = learnerLeftEmail({
        institutionName,
        learnerName: name,
        recordCount,
        eraseAfter,
        url: `${deps.appUrl ?? ""}${href}`,
      });
      await deps.mailQueue.enqueue({ to: manager.email, ...email }, { tx });
    }
  }
  return institutionId;
}

/** The day the records written `now` are erased: the institution's retention after today. */
async function eraseDateOf(tx: DbOrTx, institutionId: string, now: Date) {
  const [row] = await tx
    .select({
      eraseAfter: sql<string>`((${now.toISOString()}::timestamptz + make_interval(years => ${institutionAccounts.retentionYears}))::date)::text`,
    })
    .from(institutionAccounts)
    .where(eq(institutionAccounts.id, institutionId));
  return row!.eraseAfter;
}
