import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  accounts,
  assessmentResults,
  careerApplications,
  courseEnrollments,
  profiles,
  sessions,
  subscriptions,
  userNotes,
  userProgress,
  users,
  verifications,
} from "../db/schema/index";

/** Statuses in which the billing provider would keep charging (docs/product.md#account-page). */
const billableStatuses = ["active", "trialing", "past_due"];

export const cancelSubscriptionFirstMessage =
  "Please cancel your subscription before deleting your account.";

/** True while the user has a subscription that would go on billing after their account. */
export async function hasBillableSubscription(db: Db, userId: string) {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, billableStatuses)));
  return rows.length > 0;
}

export type DeleteAccountResult =
  | { deleted: true; resumePaths: string[] }
  | { deleted: false; reason: "subscription-active" | "not-found" };

/**
 * Deletes the user and every row they own in one transaction. The foreign keys cascade too;
 * the explicit deletes keep working if a table ever loses its cascade. Uploaded files live
 * outside the database, so their paths come back for the caller to remove from storage.
 */
export async function deleteAccount(db: Db, userId: string): Promise<DeleteAccountResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return { deleted: false, reason: "not-found" };
    if (await hasBillableSubscription(tx as unknown as Db, userId)) {
      return { deleted: false, reason: "subscription-active" };
    }
    const resumes = await tx
      .delete(careerApplications)
      .where(and(eq(careerApplications.userId, userId), ne(careerApplications.resumeUrl, "")))
      .returning({ path: careerApplications.resumeUrl });
    await tx.delete(careerApplications).where(eq(careerApplications.userId, userId));
    await tx.delete(userNotes).where(eq(userNotes.userId, userId));
    await tx.delete(userProgress).where(eq(userProgress.userId, userId));
    await tx.delete(assessmentResults).where(eq(assessmentResults.userId, userId));
    await tx.delete(courseEnrollments).where(eq(courseEnrollments.userId, userId));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    // better-auth keeps pending password-reset tokens here with the user id as their value.
    await tx.delete(verifications).where(eq(verifications.value, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { deleted: true, resumePaths: resumes.map((r) => r.path) };
  });
}

/** The one storage call deletion needs; `context.storage` satisfies it once storage lands. */
export type FileRemover = { delete(bucket: string, path: string): Promise<void> };

/** Removes the deleted user's résumé files; failures are reported, never thrown. */
export async function removeResumeFiles(storage: FileRemover | undefined, paths: string[]) {
  const failed: string[] = [];
  if (!storage) return { removed: 0, failed: paths };
  for (const path of paths) {
    await storage.delete("resumes", path).catch(() => failed.push(path));
  }
  return { removed: paths.length - failed.length, failed };
}
