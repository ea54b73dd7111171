import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { subscriptions, users } from "../db/schema/index";
import { ownedTables, type OwnedTable } from "./owned-tables";

/** Statuses in which the billing provider would keep charging (docs/product/accounts.md#account-page). */
const billableStatuses = ["active", "trialing", "past_due"];

export const cancelSubscriptionFirstMessage =
  "Please cancel your subscription before deleting your account.";

/** True while the user has a subscription that would go on billing after their account. */
export async function hasBillableSubscription(db: DbOrTx, userId: string) {
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
 * Deletes the user and every row they own, table by table from owned-tables.ts (in reverse, so
 * their `users` row goes last), in one transaction. The foreign keys cascade too; the explicit
 * deletes keep working if a table ever loses its cascade. Uploaded files live outside the
 * database, so their paths come back for the caller to remove from storage. `beforeRowsGo` runs
 * in the same transaction first: the account page plugs in what an institution keeps of a seat
 * holder (docs/product/institutions.md#training-records), which this layer cannot import.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  hooks: { beforeRowsGo?: (tx: DbOrTx) => Promise<unknown> } = {},
): Promise<DeleteAccountResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return { deleted: false, reason: "not-found" };
    if (await hasBillableSubscription(tx, userId)) {
      return { deleted: false, reason: "subscription-active" };
    }
    await hooks.beforeRowsGo?.(tx);
    const resumePaths: string[] = [];
    for (const entry of [...ownedTables].reverse() as OwnedTable[]) {
      const where = eq(entry.owner, userId);
      if (!entry.resumePath) {
        await tx.delete(entry.table).where(where);
        continue;
      }
      const rows = await tx.delete(entry.table).where(where).returning({ path: entry.resumePath });
      for (const { path } of rows) if (path) resumePaths.push(path as string);
    }
    return { deleted: true, resumePaths };
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
