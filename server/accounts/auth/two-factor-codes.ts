import { and, eq, gt, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, twoFactors, users } from "../../db/schema/index";
import type { MailQueue } from "../../mail/mail-queue";
import { twoFactorLockedEmail } from "./auth-emails";

/**
 * The account's budget of wrong codes (NIST SP 800-63B 5.2.2): better-auth's plugin counts them
 * at sign-in's second step and locks the account's codes for 15 minutes after ten in a row; the
 * same columns and numbers count the codes typed anywhere else (two-factor-guard.ts).
 */
export const wrongCodeLock = { maxWrongCodes: 10, seconds: 15 * 60 };

type Writer = Pick<Db, "update">;

/** The row better-auth's two-factor plugin keeps for a person: secret, backup codes, counts. */
export async function twoFactorRowOf(db: Pick<Db, "select">, userId: string) {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row ?? null;
}

/**
 * Takes the time step of an accepted code. False when that step, or a later one, was taken
 * already: the code has been used (RFC 6238 section 5.2). One statement, so two requests with
 * the same code cannot both take it.
 */
export async function claimTotpStep(db: Writer, twoFactorId: string, step: number) {
  const taken = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.id, twoFactorId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return taken.length > 0;
}

/** True while the account's codes are locked; a lock that has run out is cleared, as the plugin does. */
export async function codesLocked(db: Pick<Db, "select" | "update">, userId: string) {
  const now = new Date();
  const [row] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row?.lockedUntil) return false;
  if (row.lockedUntil > now) return true;
  await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(and(eq(twoFactors.userId, userId), lte(twoFactors.lockedUntil, now)));
  return false;
}

/** One more wrong code, counted as the plugin counts them; the tenth in a row locks. */
export async function recordWrongCode(db: Writer, userId: string) {
  const lockEnd = new Date(Date.now() + wrongCodeLock.seconds * 1000);
  await db
    .update(twoFactors)
    .set({
      failedVerificationCount: sql`${twoFactors.failedVerificationCount} + 1`,
      lockedUntil: sql`case when ${twoFactors.failedVerificationCount} + 1 >= ${wrongCodeLock.maxWrongCodes} then ${lockEnd} else ${twoFactors.lockedUntil} end`,
    })
    .where(eq(twoFactors.userId, userId));
}

/** A right code: the count of wrong ones in a row starts again. */
export async function resetWrongCodes(db: Writer, userId: string) {
  await db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactors.userId, userId));
}

/**
 * When the account's codes have just been locked, tells the owner, once per lock: the email is
 * queued in the transaction that records it was sent.
 */
export async function noticeCodesLocked(db: Db, mailQueue: MailQueue, userId: string) {
  await db.transaction(async (tx) => {
    const [lock] = await tx
      .update(twoFactors)
      .set({ lockNotifiedUntil: twoFactors.lockedUntil })
      .where(
        and(
          eq(twoFactors.userId, userId),
          gt(twoFactors.lockedUntil, new Date()),
          sql`${twoFactors.lockNotifiedUntil} is distinct from ${twoFactors.lockedUntil}`,
        ),
      )
      .returning({ userId: twoFactors.userId });
    if (!lock) return;
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (owner) await mailQueue.enqueue({ to: owner.email, ...twoFactorLockedEmail() }, { tx });
  });
}

/** The session has just proved a code: the back office opens to it (require-admin.ts). */
export async function markSessionVerified(db: Writer, sessionToken: string) {
  await db
    .update(sessions)
    .set({ twoFactorVerifiedAt: new Date() })
    .where(eq(sessions.token, sessionToken));
}
