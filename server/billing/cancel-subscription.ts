import { applySubscription } from "./apply-subscription";
import { subscriptionRow } from "./checkout";
import type { Db } from "../db/client";
import type { BillingProvider } from "./provider";
import { endedStatuses } from "@common/billing/subscription-states";

/**
 * Ends the user's subscription at once at the provider and marks the row canceled (account
 * deletion needs nothing left to bill). Returns false when there was nothing to cancel.
 */
export async function cancelSubscriptionNow(db: Db, provider: BillingProvider, userId: string) {
  const row = await subscriptionRow(db, userId);
  if (!row?.subscriptionId || endedStatuses.has(row.status)) return false;
  const final = await provider.cancelNow(row);
  await db.transaction((tx) => applySubscription(tx, final, new Date(), provider.prices));
  return true;
}
